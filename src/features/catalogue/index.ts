export { ProductListingScreen, type ProductListingScreenProps } from './ProductListingScreen';
// Product cards with add to cart, for other pages' product lists (composed in src/app/routes).
export { ProductGrid } from './components/ProductGrid';
