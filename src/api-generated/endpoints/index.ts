export * from './cart/cart.ts';
export * from './product/product.ts';
