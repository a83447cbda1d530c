export { mergeById, nextPageOf, type Identified, type PageCursor } from './pagination';
