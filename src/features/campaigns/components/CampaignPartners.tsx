import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, BrandTile, EmptyState, Grid, ShopCard, Skeleton } from '@/design-system';
import { usePlural, useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { mergeById } from '@/lib/pagination';
import { campaignQueries } from '../api/campaign-queries';
import { DealsError, DealsLoading, MoreDeals } from './DealsFrame';

function PartnersLoading() {
  const t = useT();
  return (
    <DealsLoading label={t('Loading')}>
      <Grid columns={{ mobile: 2, tablet: 4, desktop: 6 }} gap="4">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="rect" width="100%" height="6rem" />
        ))}
      </Grid>
    </DealsLoading>
  );
}

/** The brands taking part in a campaign, each leading to the brand's products. */
export function CampaignBrands({ slug }: { slug: string }) {
  const t = useT();
  const query = useInfiniteQuery(campaignQueries(slug).brands);
  const pages = query.data?.pages ?? [];
  const brands = mergeById(pages.map((page) => page.brands?.data ?? []));
  if (query.isPending) return <PartnersLoading />;
  if (query.isError && brands.length === 0) {
    return (
      <DealsError
        title={t('We could not load the brands')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (brands.length === 0) return <EmptyState headingLevel={2} title={t('No brands yet')} />;
  return (
    <>
      <Grid role="list" columns={{ mobile: 2, tablet: 4, desktop: 6 }} gap="4" aria-label={t('Brands')}>
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
      <MoreDeals
        shown={brands.length}
        total={pages.at(-1)?.brands?.total ?? brands.length}
        query={query}
        loadingLabel={t('Loading more brands')}
      />
    </>
  );
}

/** The shops taking part in a campaign. */
export function CampaignShops({ slug }: { slug: string }) {
  const t = useT();
  const plural = usePlural();
  const query = useInfiniteQuery(campaignQueries(slug).shops);
  const pages = query.data?.pages ?? [];
  const shops = mergeById(pages.map((page) => page.shops?.data ?? []));
  if (query.isPending) return <PartnersLoading />;
  if (query.isError && shops.length === 0) {
    return (
      <DealsError
        title={t('We could not load the shops')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (shops.length === 0) return <EmptyState headingLevel={2} title={t('No shops yet')} />;
  return (
    <>
      <Grid role="list" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="4" aria-label={t('Shops')}>
        {shops.map((shop) => (
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
      <MoreDeals
        shown={shops.length}
        total={pages.at(-1)?.shops?.total ?? shops.length}
        query={query}
        loadingLabel={t('Loading more shops')}
      />
    </>
  );
}
