export { ViewedProductRow, ViewedProductRowSkeleton, type ViewedProductRowItem } from './ViewedProductRow';
