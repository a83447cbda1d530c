export { mergeById, nextPageOf, type Identified, type PageCursor } from './pagination';
export { pagedListOptions, usePagedList, type PagedList, type PageOf } from './paged-query';
