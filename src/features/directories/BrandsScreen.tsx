import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, BrandTile, EmptyState, Grid } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { mergeById } from '@/lib/pagination';
import { brandsQueries } from './api/directory-queries';
import { DirectoryError, DirectoryFrame, DirectoryLoading, TileSkeleton } from './components/DirectoryFrame';
import { PagedListFooter } from './components/PagedListFooter';

const COLUMNS = { mobile: 2, tablet: 4, desktop: 6 } as const;

/** "All Brands" (/brands): every brand's logo, 30 at a time, each leading to the brand's products. */
export function BrandsScreen() {
  const t = useT();
  const query = useInfiniteQuery(brandsQueries().brands);
  const pages = query.data?.pages ?? [];
  const brands = mergeById(pages.map((page) => page.brands.data));

  return (
    <DirectoryFrame title={t('All Brands')}>
      {query.isPending ? (
        <DirectoryLoading label={t('Loading brands')}>
          <Grid columns={COLUMNS} gap="4">
            {Array.from({ length: 12 }, (_, index) => (
              <TileSkeleton key={index} />
            ))}
          </Grid>
        </DirectoryLoading>
      ) : query.isError && brands.length === 0 ? (
        <DirectoryError
          title={t('We could not load the brands')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : brands.length === 0 ? (
        <EmptyState icon="search" headingLevel={2} title={t('No brands yet')} />
      ) : (
        <>
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Brands')}>
            {brands.map((brand) => (
              <Box role="listitem" key={brand.id}>
                <BrandTile
                  name={brand.title}
                  href={paths.brand.href({ slug: brand.slug })}
                  renderLink={renderRouterLink}
                  logoSrc={brand.image_130x93}
                  logoWidth={130}
                  logoHeight={93}
                  showName
                />
              </Box>
            ))}
          </Grid>
          <PagedListFooter
            shown={brands.length}
            total={pages.at(-1)?.brands.total ?? brands.length}
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isFetchNextPageError={query.isFetchNextPageError}
            fetchNextPage={query.fetchNextPage}
            loadingLabel={t('Loading more brands')}
          />
        </>
      )}
    </DirectoryFrame>
  );
}
