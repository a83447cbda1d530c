import { useMemo } from 'react';
import { Box, ErrorState, LoadMore, offscreenSection, SectionErrorBoundary, Stack } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useHomeSections } from '../api/home-page';
import { homeSections } from '../home-sections';
import { SectionSkeleton } from '../components/SectionSkeleton';
import { HomeSectionView } from './HomeSectionView';
import { useNearViewport } from './use-near-viewport';

/**
 * The configured sections in the order the shop set, page after page: the next page loads when the last section
 * nears the viewport, or with "Load more". Each section fails on its own.
 */
export function HomeSections() {
  const t = useT();
  const query = useHomeSections();
  const sections = useMemo(() => homeSections(query.data?.pages ?? []), [query.data]);
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useNearViewport<HTMLElement>(() => void query.fetchNextPage(), canLoad);

  if (query.isError && !query.data) {
    return (
      <ErrorState
        size="compact"
        title={t('The home sections could not be loaded')}
        description={isHttpClientError(query.error) ? t(query.error.userMessage) : undefined}
        retryLabel={t('Try again')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <Stack gap="10">
      {sections.map((section) => (
        <div key={section.key} className={offscreenSection}>
          <SectionErrorBoundary
            name={section.key}
            title={t('{section} could not be shown', { section: t('This section') })}
            retryLabel={t('Try again')}
            onRetry={() => void query.refetch()}
          >
            <HomeSectionView section={section} />
          </SectionErrorBoundary>
        </div>
      ))}
      {query.isPending || query.isFetchingNextPage ? (
        <SectionSkeleton label={t('Loading more sections')} />
      ) : null}
      {query.isFetchNextPageError ? (
        <ErrorState
          size="compact"
          headingLevel={3}
          title={t('More sections could not be loaded')}
          retryLabel={t('Try again')}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : query.hasNextPage ? (
        <Box ref={sentinel}>
          <LoadMore
            onLoadMore={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            hasMore
            label={t('Load more')}
            loadingLabel={t('Loading more sections')}
            allLoadedLabel={t('Everything is shown')}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
