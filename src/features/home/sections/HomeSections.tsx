import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { PagedListFooter, QueryError, SectionBoundary } from '@/ui';
import { useHomeSections } from '../api/home-page';
import { homeSections, sectionIsOn } from '../home-sections';
import { SectionSkeleton } from '../components/SectionSkeleton';
import { FixedSections } from './FixedSections';
import { HomeSectionView } from './HomeSectionView';
import { useNearViewport } from './use-near-viewport';

/** The pages of sections as the home page draws them (a step behind the query while a page renders). */
type HomePages = Parameters<typeof homeSections>[0] | undefined;

/**
 * The configured sections in the order the shop set, page after page: the next page loads when the last section
 * nears the viewport, or with "Load more". Each section fails on its own. Sections of a module the owner switched
 * off (shops without the seller system, videos without video shopping) are left out.
 */
function ConfiguredSections({ pages }: { pages: HomePages }) {
  const t = useT();
  const modules = useModules();
  const query = useHomeSections();
  const sections = useMemo(
    () => homeSections(pages ?? []).filter((section) => sectionIsOn(section.prefix, modules)),
    [pages, modules],
  );
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useNearViewport<HTMLElement>(() => void query.fetchNextPage(), canLoad);

  if (query.isError && !query.data) {
    return <QueryError query={query} size="compact" title={t('The home sections could not be loaded')} />;
  }
  // A shop without configured sections (or only switched-off ones): no empty block above the fixed sections.
  if (sections.length === 0 && !query.isPending && !query.hasNextPage && !query.isFetchNextPageError)
    return null;

  return (
    <Stack gap="10">
      {sections.map((section) => (
        <div key={section.key} className={offscreenSection}>
          <SectionBoundary name={section.key} onRetry={() => void query.refetch()}>
            <HomeSectionView section={section} />
          </SectionBoundary>
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

/**
 * Everything below the hero, banners and services: the configured sections, then the fixed ones the settings
 * switch on (recently viewed, subscribe, article). `subscribeForm` is the newsletter form the home route hands in.
 */
export function HomeSections({ subscribeForm }: { subscribeForm?: ReactNode }) {
  const query = useHomeSections();
  // A page of sections that arrives renders in the background, in slices a tap can interrupt: an answer reaches
  // React through TanStack Query's store, whose updates render at once and in one piece (a page of product rows:
  // ≈ 100–180 ms at 4× CPU on a phone), while the sections already shown stay until it is ready.
  const pages = useDeferredValue(query.data?.pages);
  // After the last configured section: once every page is in and drawn (or the list stopped on a failure), so the
  // page grows at its end. Not before the background render has drawn the last page: the fixed sections would show
  // above its sections for a moment, near the screen (drawn there, then pushed a dozen screens down).
  const configuredAllIn =
    query.isError || (query.isSuccess && !query.hasNextPage && pages === query.data.pages);
  return (
    <Stack gap="10">
      <ConfiguredSections pages={pages} />
      {configuredAllIn ? <FixedSections subscribeForm={subscribeForm} /> : null}
    </Stack>
  );
}
