export { HomeScreen } from './HomeScreen';
// Shared with the shop page's configured sections (composed in src/app/routes/shop.tsx).
export { ProductRow } from './components/ProductSection';
export { BannerRow } from './components/BannerRow';
