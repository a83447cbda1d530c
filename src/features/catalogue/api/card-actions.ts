// What a product card's buttons do on the listing. The backend answers add-to-cart with the whole cart, which
// becomes the cart query's data (the header count follows); compare and wishlist answer with new counts, which
// update the start data the header reads. Compare and wishlist are state changes the backend exposes as GETs, so
// they run as mutations over the generated request functions rather than as cached queries.
export { useAddToCartKeepingCount as useCardAddToCart, useCartTrxId } from '@/lib/storefront/add-to-cart';
export { useCompareProduct, useToggleWishlist } from '@/lib/storefront/saved-products';
