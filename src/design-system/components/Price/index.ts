export { Price, PRICE_SIZES } from './Price';
export type { PriceProps, PriceSize } from './Price';
