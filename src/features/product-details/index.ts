export { ProductDetailsScreen, type ProductDetailsScreenProps } from './ProductDetailsScreen';
export { ProductQuickView, type ProductQuickViewProps } from './ProductQuickView';
// `QuickViewLoading` is deliberately not re-exported here: the app shell imports it from `./quick-view-frame`, so
// that this index (the whole product page) stays in the lazily loaded chunk.
export { ADDED_TO_CART_FLAG_MS } from '@/domain/cart';
