import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/pagination';
import { BrandGrid, PagedList, TILE_COLUMNS } from '@/ui';
import { brandList } from '@/domain/catalogue';
import { DirectoryLayout } from './components/DirectoryLayout';
import { TileSkeleton } from './components/TileSkeleton';

/** "All Brands" (/brands): every brand's logo, 30 at a time, each leading to the brand's products. */
export function BrandsScreen() {
  const t = useT();
  const brands = usePagedList(brandList());

  return (
    <DirectoryLayout title={t('All Brands')}>
      <PagedList
        list={brands}
        pending={
          <Grid columns={TILE_COLUMNS} gap="4">
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
        {(items) => <BrandGrid brands={items} />}
      </PagedList>
    </DirectoryLayout>
  );
}
