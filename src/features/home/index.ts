export { HomeScreen, type HomeScreenProps } from './HomeScreen';
// Shared with the shop page's configured sections (composed in src/app/routes/shop.tsx).
export { BannerRow } from './sections/BannerRow';
