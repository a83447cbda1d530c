import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import type { ErrorStateSize } from '@/design-system/components/ErrorState';
import { QueryError, type GoneState, type RetryableQuery } from './QueryError';

export interface QueryStateProps<Data> {
  query: RetryableQuery & { data: Data | undefined; isError: boolean };
  /** The skeleton of the final layout, shown until the first answer. */
  pending: ReactNode;
  /** Announced once while the skeleton shows, e.g. "Loading brands". */
  pendingLabel?: string;
  /** Heading of the error shown when the first answer failed, e.g. "We could not load the brands". */
  errorTitle: string;
  errorSize?: ErrorStateSize;
  /** Heading level of the error block, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** For a page of one thing by its slug: what it says when the backend has no such thing (QueryError's `gone`). */
  gone?: GoneState;
  /** Whether an answer has nothing to show; `empty` replaces the content then. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A query's four states in one place: its skeleton until the first answer, the failure with "Try again", the
 * empty state, or the content. Once there is data a failed refresh keeps it on screen (the client toasts why).
 */
export function QueryState<Data>({
  query,
  pending,
  pendingLabel,
  errorTitle,
  errorSize,
  headingLevel,
  gone,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<Data>) {
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <QueryError
          query={query}
          title={errorTitle}
          size={errorSize}
          headingLevel={headingLevel}
          gone={gone}
        />
      );
    }
    return (
      <Box aria-busy="true">
        {pendingLabel ? <VisuallyHidden role="status">{pendingLabel}</VisuallyHidden> : null}
        {pending}
      </Box>
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
