import { Box, BrandTile, EmptyState, Grid } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { usePagedList } from '@/lib/pagination';
import { PagedList } from '@/ui';
import { brandList } from './api/directory-queries';
import { DirectoryLayout } from './components/DirectoryLayout';
import { TileSkeleton } from './components/TileSkeleton';

const COLUMNS = { mobile: 2, tablet: 4, desktop: 6 } as const;

/** "All Brands" (/brands): every brand's logo, 30 at a time, each leading to the brand's products. */
export function BrandsScreen() {
  const t = useT();
  const brands = usePagedList(brandList());

  return (
    <DirectoryLayout title={t('All Brands')}>
      <PagedList
        list={brands}
        pending={
          <Grid columns={COLUMNS} gap="4">
            {Array.from({ length: 12 }, (_, index) => (
              <TileSkeleton key={index} />
            ))}
          </Grid>
        }
        pendingLabel={t('Loading brands')}
        errorTitle={t('We could not load the brands')}
        empty={<EmptyState icon="search" headingLevel={2} title={t('No brands yet')} />}
        loadingMoreLabel={t('Loading more brands')}
      >
        {(items) => (
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Brands')}>
            {items.map((brand) => (
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
        )}
      </PagedList>
    </DirectoryLayout>
  );
}
