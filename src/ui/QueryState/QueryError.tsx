import { ErrorState, type ErrorStateSize } from '@/design-system/components/ErrorState';
import { useT } from '@/lib/i18n';
import { errorMessage } from '../error-message';

/** What a query exposes to say it failed and to try again (a `useQuery` or `useInfiniteQuery` result). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryErrorProps {
  query: RetryableQuery;
  /** What could not be loaded, e.g. "Your orders could not be loaded". */
  title: string;
  size?: ErrorStateSize;
  headingLevel?: 2 | 3 | 4;
}

/** A failed load: what failed, the client's message for why, and "Try again", busy while the retry runs. */
export function QueryError({ query, title, size, headingLevel }: QueryErrorProps) {
  const t = useT();
  return (
    <ErrorState
      title={title}
      description={errorMessage(query.error, t)}
      size={size}
      headingLevel={headingLevel}
      retryLabel={t('Try again')}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
