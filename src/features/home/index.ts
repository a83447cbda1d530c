export { HomeScreen, type HomeScreenProps } from './HomeScreen';
// Shared with the shop page's configured sections (composed in src/app/routes/shop.tsx).
export { ProductRow } from './sections/ProductSection';
export { BannerRow } from './sections/BannerRow';
