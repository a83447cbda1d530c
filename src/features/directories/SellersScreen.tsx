import { useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { ShopCard } from '@/design-system/components/ShopCard';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { usePlural, useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { usePagedList } from '@/lib/pagination';
import { PagedList } from '@/ui';
import { SHOP_SORTS, sellerList, type ShopSort } from '@/domain/shops';
import { DirectoryLayout } from './components/DirectoryLayout';
import { ShopFinder } from './components/ShopFinder';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 4 } as const;
const isSort = (value: string | null): value is ShopSort => SHOP_SORTS.some((sort) => sort === value);
const byName = (name: string) => {
  const wanted = name.trim().toLocaleLowerCase();
  return (shop: { shop_name: string }) => shop.shop_name.toLocaleLowerCase().includes(wanted);
};

/** "All Sellers" (/sellers): the shops, sorted and searched by name; both live in the URL so Back restores them. */
export function SellersScreen() {
  const t = useT();
  const plural = usePlural();
  const [search, setSearch] = useSearchParams();
  const sortParam = search.get('sort');
  const sort: ShopSort = isSort(sortParam) ? sortParam : 'newest';
  const name = search.get('q') ?? '';
  const searching = name.trim() !== '';
  const shops = usePagedList(sellerList({ sort, searching }));

  const update = (key: 'sort' | 'q', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'q', preventScrollReset: true },
    );

  const sellerSystemOff = shops.first !== undefined && Array.isArray(shops.first.sellers);

  return (
    <DirectoryLayout
      title={t('All Sellers')}
      toolbar={
        sellerSystemOff ? null : (
          <ShopFinder
            sort={sort}
            onSortChange={(value) => update('sort', value === 'newest' ? '' : value)}
            name={name}
            onNameChange={(value) => update('q', value)}
          />
        )
      }
    >
      <PagedList
        list={shops}
        filter={searching ? byName(name) : undefined}
        pending={
          <Grid columns={COLUMNS} gap="4">
            {Array.from({ length: 8 }, (_, index) => (
              <Stack key={index} gap="3">
                <Skeleton shape="rect" width="100%" height="6rem" />
                <Skeleton shape="text" lines={2} />
              </Stack>
            ))}
          </Grid>
        }
        pendingLabel={t('Loading shops')}
        errorTitle={t('We could not load the shops')}
        empty={
          <EmptyState
            icon="search"
            headingLevel={2}
            title={searching ? t('No shop matches “{name}”', { name: name.trim() }) : t('No shops yet')}
            description={searching ? t('Check the spelling or try a shorter name.') : undefined}
          />
        }
        loadingMoreLabel={t('Loading more shops')}
      >
        {(shown) => (
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Shops')}>
            {shown.map((shop) => (
              <Box role="listitem" key={shop.id}>
                <ShopCard
                  headingLevel={2}
                  name={shop.shop_name}
                  href={paths.shop.href({ slug: shop.slug })}
                  renderLink={renderRouterLink}
                  logoSrc={shop.image_82x82}
                  bannerSrc={shop.image_297x203}
                  rating={{
                    value: shop.rating_count,
                    label: t('{rating} out of 5', { rating: shop.rating_count.toFixed(1) }),
                    count: plural('reviews', shop.reviews_count),
                  }}
                  productCountLabel={plural('products', shop.total_products)}
                />
              </Box>
            ))}
          </Grid>
        )}
      </PagedList>
    </DirectoryLayout>
  );
}
