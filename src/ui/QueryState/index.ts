export { QueryError, type GoneState, type QueryErrorProps, type RetryableQuery } from './QueryError';
export { QueryState, type QueryStateProps } from './QueryState';
