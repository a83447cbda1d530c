// Adding to the cart and changing it: one request per shopper intent (add-to-cart, one-intent), the cart's cache
// and offline queue (cart-changes, offline-cart-queue), totals (cart-totals).
// The folder's public face: code outside src/lib imports from '@/lib/cart' only.
export * from './add-to-cart';
export * from './added-to-cart-flag';
export * from './cart-changes';
export * from './cart-totals';
export * from './offline-cart-queue';
export * from './one-intent';
export * from './cart-lines';
