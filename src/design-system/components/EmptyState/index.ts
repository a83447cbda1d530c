export { EmptyState, EMPTY_STATE_SIZES } from './EmptyState';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
