// How a product card reads (product-card-view) and saving products to the wishlist and compare list (saved-products).
// The folder's public face: code outside src/lib imports from '@/lib/products' only.
export * from './product-card-view';
export * from './saved-products';
