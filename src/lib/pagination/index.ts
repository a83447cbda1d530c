export { mergeById, nextPageOf, type Identified, type PageCursor } from './pagination';
export {
  flaggedPage,
  pagedListOptions,
  paginatorPage,
  usePagedList,
  type PagedList,
  type PagedListState,
  type PageOf,
} from './paged-query';
