// A product's prices, discount and buyability (product-pricing), and money in the shopper's currency (format-money;
// the formatter itself is lib/money).
// The folder's public face: code outside src/lib imports from '@/lib/prices' only.
export * from './format-money';
export * from './product-pricing';
