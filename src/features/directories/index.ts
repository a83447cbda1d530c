// The directories: every category, brand and shop, each a page of tiles leading to their products.
export { BrandsScreen } from './BrandsScreen';
export { CategoriesScreen } from './CategoriesScreen';
export { SellersScreen } from './SellersScreen';
