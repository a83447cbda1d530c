// The cart, one home for the header badge, the cart page, checkout, payment and product cards: its one query and
// its changes and coupons (cart-state), adds with one request per shopper intent (add-to-cart), the changes' keys
// and offline queue (cart-changes, offline-cart-queue), totals (cart-totals), what the cart holds (cart-lines) and
// the product card's "In cart (n)" mark (InCartMark.lazy.tsx, a second face: it loads with the card marks' chunk,
// src/domain/products/ProductCardMarks.tsx, after the first screen) and the coupons a shopper may use (vouchers).
export * from './add-to-cart';
export * from './added-to-cart-flag';
export * from './cart-changes';
export * from './cart-totals';
export * from './offline-cart-queue';
export * from './cart-lines';
export * from './cart-state';
export * from './vouchers';
