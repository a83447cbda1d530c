// Products as several screens draw them: a row of product cards (home sections, flash sale, daily deals, a
// campaign, a shop's sections), the recently viewed row (home, product page) and how a product card reads
// (product-card-view); the products a shopper keeps: wishlist and compare (saved-products), recently viewed
// (recently-viewed), the compare page's list (compare-list), the wishlist page's pages (wishlist-list) and the shared
// list's link and its button (shared-list-link, ShareListButton). The compare and wishlist endpoints are this word's.
export * from './product-card-view';
export * from './saved-products';
export * from './recently-viewed';
export * from './shared-list-link';
export { ProductRow, PRODUCT_ROW_COLUMNS, type ProductRowProps } from './ProductRow';
export { ProductCardMarks } from './ProductCardMarks';
export { ViewedProductRow, ViewedProductRowSkeleton, type ViewedProductRowItem } from './ViewedProductRow';
export { ShareListButton, type ShareListButtonProps } from './ShareListButton';
export * from './compare-list';
export * from './wishlist-list';
export * from './product-queries';
