import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { ShopCard } from '@/design-system/components/ShopCard';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, usePlural, useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { useFollowedShops, useToggleFollow } from '@/domain/shops';
import { PagedList } from '@/ui';
import { AccountLayout } from './area/AccountLayout';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * /user/followed-shop: the shops the shopper follows, twelve at a time. Unfollowing takes the shop off the list
 * at once; if the server refuses, it comes back and the app says why.
 */
export function FollowedShopsScreen() {
  const t = useT();
  const plural = usePlural();
  const { toast } = useToast();
  const shops = useFollowedShops();
  const follow = useToggleFollow();
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());

  const unfollow = (shopId: number) => {
    setLeaving((current) => new Set(current).add(shopId));
    follow.mutate(
      { target: { shopId }, following: true },
      {
        onSuccess: () =>
          toast({ tone: 'success', title: toastTitle('success', t), description: t('Shop unfollowed') }),
        // The app's error toast says what went wrong; the shop is back on the list.
        onError: () =>
          setLeaving((current) => {
            const next = new Set(current);
            next.delete(shopId);
            return next;
          }),
      },
    );
  };

  return (
    <AccountLayout title={t('Followed Shops')}>
      <PagedList
        list={shops}
        filter={(shop) => !leaving.has(shop.id)}
        gap="4"
        pending={
          <Grid columns={COLUMNS} gap="4">
            {[0, 1, 2].map((card) => (
              <Stack key={card} gap="3">
                <Skeleton shape="rect" width="100%" height="6rem" />
                <Skeleton shape="text" lines={2} />
              </Stack>
            ))}
          </Grid>
        }
        errorTitle={t('The shops you follow could not be loaded')}
        empty={
          <EmptyState
            icon="store"
            headingLevel={2}
            title={t('You follow no shops yet')}
            description={t('Follow a shop to find it here and hear about its news.')}
            action={
              <Button asChild variant="outline">
                <RouterLink to={paths.sellers.href()}>{t('All Sellers')}</RouterLink>
              </Button>
            }
          />
        }
        loadingMoreLabel={t('Loading')}
      >
        {(shown) => (
          <Grid role="list" aria-label={t('Followed Shops')} columns={COLUMNS} gap="4">
            {shown.map((shop) => (
              <Box role="listitem" key={shop.id} minWidth={0}>
                <Stack gap="2">
                  <ShopCard
                    headingLevel={2}
                    name={shop.shop_name}
                    href={paths.shop.href({ slug: shop.slug })}
                    renderLink={renderRouterLink}
                    logoSrc={shop.image_82x82}
                    rating={{
                      value: shop.rating_count,
                      label: t('{rating} out of 5', { rating: shop.rating_count.toFixed(1) }),
                      count: plural('reviews', shop.reviews_count),
                    }}
                    productCountLabel={plural('products', shop.total_products)}
                  />
                  <Button
                    variant="outline"
                    tone="neutral"
                    size="sm"
                    fullWidth
                    aria-label={t('Unfollow {shop}', { shop: shop.shop_name })}
                    onClick={() => unfollow(shop.id)}
                  >
                    {t('Unfollow')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Grid>
        )}
      </PagedList>
    </AccountLayout>
  );
}
