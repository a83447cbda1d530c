export { PagedList, type PagedListProps } from './PagedList';
export { PagedListFooter, type NextPageQuery, type PagedListFooterProps } from './PagedListFooter';
