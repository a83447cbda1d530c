import { ErrorState } from '@/design-system/components/ErrorState';
import { LoadMore } from '@/design-system/components/LoadMore';
import { useT } from '@/lib/i18n';

/** What an infinite query exposes about its next page. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface PagedListFooterProps {
  query: NextPageQuery;
  /** Announced while the next page loads, e.g. "Loading more brands". */
  loadingLabel: string;
  /** "Showing 24 of 80" when the answers give the list's total. */
  progress?: { shown: number; total: number };
  /** Heading level of the next page's error, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "Load more" under a paged list. New items are appended under what is shown, so the reader's place on the page
 * stays put; a failed page keeps every item already shown and offers the same page again.
 */
export function PagedListFooter({ query, loadingLabel, progress, headingLevel = 2 }: PagedListFooterProps) {
  const t = useT();
  if (query.isFetchNextPageError && !query.isFetchingNextPage) {
    return (
      <ErrorState
        size="compact"
        headingLevel={headingLevel}
        title={t('The next page could not be loaded')}
        retryLabel={t('Try again')}
        onRetry={() => void query.fetchNextPage()}
      />
    );
  }
  return (
    <LoadMore
      onLoadMore={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      hasMore={query.hasNextPage}
      label={t('Load more')}
      loadingLabel={loadingLabel}
      allLoadedLabel={t('Everything is shown')}
      progress={progress ? t('Showing {shown} of {total}', progress) : undefined}
    />
  );
}
