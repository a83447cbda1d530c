// The app's own shared UI (docs/ARCHITECTURE.md): what knows the app's errors, queries and paging, built from the
// design system. Features and the app shell import it; it imports no feature.
export { errorMessage } from './error-message';
export {
  QueryError,
  QueryState,
  type GoneState,
  type QueryErrorProps,
  type QueryStateProps,
  type RetryableQuery,
} from './QueryState';
export { PagedList, PagedListFooter, type NextPageQuery, type PagedListProps } from './PagedList';
export { BrandGrid, TILE_COLUMNS, type BrandGridItem } from './BrandGrid';
export { FormMessage } from './FormMessage';
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
export { PartUnavailable } from './PartUnavailable';
export { ContactValue, type ContactValueProps } from './ContactValue';
export { LoadFailureNote, type LoadFailureNoteProps } from './LoadFailureNote';
