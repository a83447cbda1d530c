import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { ShopCard } from '@/design-system/components/ShopCard';
import { Skeleton } from '@/design-system/components/Skeleton';
import { usePlural, useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { usePagedList } from '@/lib/pagination';
import { BrandGrid, PagedList, TILE_COLUMNS } from '@/ui';
import { campaignBrandList, campaignShopList } from '../api/campaign-queries';

const partnersLoading = (
  <Grid columns={TILE_COLUMNS} gap="4">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} shape="rect" width="100%" height="6rem" />
    ))}
  </Grid>
);

/** The brands taking part in a campaign, each leading to the brand's products. */
export function CampaignBrands({ slug }: { slug: string }) {
  const t = useT();
  const brands = usePagedList(campaignBrandList(slug));
  return (
    <PagedList
      list={brands}
      pending={partnersLoading}
      pendingLabel={t('Loading')}
      errorTitle={t('We could not load the brands')}
      empty={<EmptyState headingLevel={2} title={t('No brands yet')} />}
      loadingMoreLabel={t('Loading more brands')}
    >
      {(items) => <BrandGrid brands={items} />}
    </PagedList>
  );
}

/** The shops taking part in a campaign. */
export function CampaignShops({ slug }: { slug: string }) {
  const t = useT();
  const plural = usePlural();
  const shops = usePagedList(campaignShopList(slug));
  return (
    <PagedList
      list={shops}
      pending={partnersLoading}
      pendingLabel={t('Loading')}
      errorTitle={t('We could not load the shops')}
      empty={<EmptyState headingLevel={2} title={t('No shops yet')} />}
      loadingMoreLabel={t('Loading more shops')}
    >
      {(items) => (
        <Grid role="list" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="4" aria-label={t('Shops')}>
          {items.map((shop) => (
            <Box role="listitem" key={shop.id}>
              <ShopCard
                name={shop.shop_name}
                href={paths.shop.href({ slug: shop.slug })}
                renderLink={renderRouterLink}
                logoSrc={shop.image_82x82}
                productCountLabel={plural('products', shop.total_products)}
              />
            </Box>
          ))}
        </Grid>
      )}
    </PagedList>
  );
}
