// Saving products to the wishlist and compare list (saved-products) and the recently viewed products
// (recently-viewed). How a product card reads is src/domain/products (product-card-view).
// The folder's public face: code outside src/lib imports from '@/lib/products' only.
export * from './saved-products';
export * from './recently-viewed';
export * from './shared-list-link';
