// Products as several screens draw them: a row of product cards (home sections, flash sale, daily deals, a
// campaign, a shop's sections), the recently viewed row (home, product page) and how a product card reads (its
// view here, in product-card-view; the saved and recently viewed lists are still in src/lib/products).
export * from './product-card-view';
export { ProductRow, PRODUCT_ROW_COLUMNS, type ProductRowProps } from './ProductRow';
export { ProductCardMarks } from './ProductCardMarks';
export { ViewedProductRow, ViewedProductRowSkeleton, type ViewedProductRowItem } from './ViewedProductRow';
