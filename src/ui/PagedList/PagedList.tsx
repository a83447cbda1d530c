import type { ReactNode } from 'react';
import { Stack, type StackProps } from '@/design-system/components/Stack';
import type { Identified } from '@/lib/pagination';
import { QueryState } from '../QueryState';
import type { RetryableQuery } from '../QueryState';
import { PagedListFooter, type NextPageQuery } from './PagedListFooter';

export interface PagedListProps<Item extends Identified> {
  /** What `usePagedList` gives: the infinite query, every loaded item once, the list's total if known. */
  list: {
    query: RetryableQuery & NextPageQuery & { data: unknown; isError: boolean };
    items: readonly Item[];
    total?: number;
  };
  /** Which loaded items to show (a name search, items on their way out); all without it. */
  filter?: (item: Item) => boolean;
  pending: ReactNode;
  pendingLabel?: string;
  errorTitle: string;
  /** Heading level of the error blocks, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Shown when there is nothing to show. */
  empty: ReactNode;
  /** Announced while the next page loads, e.g. "Loading more brands". */
  loadingMoreLabel: string;
  /** Space between the list and "Load more"; none (a fragment) when the parent already spaces its children. */
  gap?: StackProps['gap'];
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * A list read page after page: skeleton, failure with "Try again", empty state, or the items with "Load more" (and
 * "Showing n of m" when the answers give a total) under them.
 */
export function PagedList<Item extends Identified>({
  list,
  filter,
  pending,
  pendingLabel,
  errorTitle,
  headingLevel,
  empty,
  loadingMoreLabel,
  gap,
  children,
}: PagedListProps<Item>) {
  const shown = filter ? list.items.filter(filter) : list.items;
  const progress = list.total === undefined ? undefined : { shown: list.items.length, total: list.total };
  return (
    <QueryState
      query={list.query}
      pending={pending}
      pendingLabel={pendingLabel}
      errorTitle={errorTitle}
      headingLevel={headingLevel}
      isEmpty={() => shown.length === 0}
      empty={empty}
    >
      {() => {
        const content = (
          <>
            {children(shown)}
            <PagedListFooter
              query={list.query}
              loadingLabel={loadingMoreLabel}
              progress={progress}
              headingLevel={headingLevel}
            />
          </>
        );
        return gap === undefined ? content : <Stack gap={gap}>{content}</Stack>;
      }}
    </QueryState>
  );
}
