export { LoadMore } from './LoadMore';
export type { LoadMoreProps } from './LoadMore';
