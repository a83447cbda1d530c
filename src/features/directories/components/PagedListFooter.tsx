import { ErrorState, LoadMore } from '@/design-system';
import { useT } from '@/lib/i18n';

export interface PagedListFooterProps {
  shown: number;
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  /** Announced while the next page loads, e.g. "Loading more brands". */
  loadingLabel: string;
}

/**
 * "Load more" under a paged list. New items are appended under what is shown, so the reader's place on the page
 * stays put; a failed page keeps every item already shown and offers the same page again.
 */
export function PagedListFooter({
  shown,
  total,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
  loadingLabel,
}: PagedListFooterProps) {
  const t = useT();
  if (isFetchNextPageError && !isFetchingNextPage) {
    return (
      <ErrorState
        size="compact"
        headingLevel={2}
        title={t('The next page could not be loaded')}
        retryLabel={t('Try again')}
        onRetry={() => void fetchNextPage()}
      />
    );
  }
  return (
    <LoadMore
      onLoadMore={() => void fetchNextPage()}
      loading={isFetchingNextPage}
      hasMore={hasNextPage}
      label={t('Load more')}
      loadingLabel={loadingLabel}
      allLoadedLabel={t('Everything is shown')}
      progress={t('Showing {shown} of {total}', { shown, total })}
    />
  );
}
