// Loaded lazily with the other card marks (src/domain/products/ProductCardMarks.tsx): nothing on the first route.
export { InCartMark } from './InCartMark';
