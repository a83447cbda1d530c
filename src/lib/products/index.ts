// How a product card reads (product-card-view), saving products to the wishlist and compare list (saved-products)
// and the recently viewed products (recently-viewed).
// The folder's public face: code outside src/lib imports from '@/lib/products' only.
export * from './product-card-view';
export * from './saved-products';
export * from './recently-viewed';
export * from './shared-list-link';
