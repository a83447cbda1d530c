export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationRange, type PaginationItem } from './paginationRange';
