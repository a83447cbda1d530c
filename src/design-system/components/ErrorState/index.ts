export { ErrorState, ERROR_STATE_SIZES } from './ErrorState';
export type { ErrorStateProps, ErrorStateSize } from './ErrorState';
