import { useMemo } from 'react';
import { Box } from '@/design-system/components/Box';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { SectionErrorBoundary } from '@/design-system/components/SectionErrorBoundary';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { PagedListFooter, QueryError } from '@/ui';
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
    return <QueryError query={query} size="compact" title={t('The home sections could not be loaded')} />;
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
      {/* Nothing under the last section once every page is in; the sentinel only while there is more. */}
      {query.isFetchNextPageError ? (
        <PagedListFooter query={query} headingLevel={3} loadingLabel={t('Loading more sections')} />
      ) : query.hasNextPage ? (
        <Box ref={sentinel}>
          <PagedListFooter query={query} loadingLabel={t('Loading more sections')} />
        </Box>
      ) : null}
    </Stack>
  );
}
