export { ProductListingScreen, type ProductListingScreenProps } from './ProductListingScreen';
export type { ListingRouteName } from './listing-query';
