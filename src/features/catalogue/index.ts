export { ProductListingScreen, type ProductListingScreenProps } from './ProductListingScreen';
export type { ListingRouteName } from './listing-query';
// Product cards with add to cart, for other pages' product lists (composed in src/app/routes).
export { ProductGrid } from './components/ProductGrid';
