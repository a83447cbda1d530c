import type { GetShopPageResponse } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Panel } from '@/design-system/components/Panel';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { Skeleton } from '@/design-system/components/Skeleton';
import { toastTitle, useI18n, useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';
import { PagedListFooter, QueryState } from '@/ui';
import { useShopCoupons, type ShopCoupon } from '@/domain/shops';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * The shop's coupons: what each takes off, its conditions and its code, ready to copy for the cart; the first ones
 * with the shop page, more on request.
 */
export function ShopCoupons({ page }: { page: Pick<GetShopPageResponse, 'shop' | 'coupons'> }) {
  const t = useT();
  const coupons = useShopCoupons(page);
  const none = <EmptyState icon="gift" headingLevel={2} title={t('This shop has no coupons right now')} />;
  if (coupons.nothingToAsk) return none;
  return (
    <QueryState
      query={coupons.query}
      headingLevel={3}
      pending={
        <Grid columns={COLUMNS} gap="4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} shape="rect" width="100%" height="10rem" />
          ))}
        </Grid>
      }
      pendingLabel={t('Loading coupons')}
      errorTitle={t('The coupons could not be loaded')}
      isEmpty={() => coupons.items.length === 0}
      empty={none}
    >
      {() => (
        <Stack gap="6">
          <CouponGrid coupons={coupons.items} />
          {coupons.paged ? (
            <PagedListFooter
              query={coupons.query}
              loadingLabel={t('Loading more coupons')}
              progress={
                coupons.total === undefined
                  ? undefined
                  : { shown: coupons.items.length, total: coupons.total }
              }
              headingLevel={3}
            />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}

function CouponGrid({ coupons }: { coupons: readonly ShopCoupon[] }) {
  const t = useT();
  const money = useFormatMoney();
  const { formatDate: showDate } = useI18n();
  const { toast } = useToast();
  const copy = (code: string) =>
    void navigator.clipboard
      ?.writeText(code)
      .then(() => toast({ tone: 'success', title: toastTitle('success', t), description: t('Copied') }));

  return (
    <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Coupons')}>
      {coupons.map((coupon) => (
        <Panel role="listitem" key={coupon.id} radius="lg">
          <Stack gap="2">
            <Heading level={3} size="md">
              {coupon.discount_type === 'percentage'
                ? t('{percent}% off', { percent: coupon.discount })
                : t('{amount} off', { amount: money(coupon.discount) })}
            </Heading>
            <Text size="sm">{coupon.title}</Text>
            {coupon.minimum_shopping ? (
              <Text size="sm" tone="muted">
                {t('On orders over {amount}', { amount: money(coupon.minimum_shopping) })}
              </Text>
            ) : null}
            {coupon.maximum_discount ? (
              <Text size="sm" tone="muted">
                {t('Up to {amount}', { amount: money(coupon.maximum_discount) })}
              </Text>
            ) : null}
            <Text size="sm" tone="muted">
              {t('Valid until {date}', { date: showDate(coupon.end_date) })}
            </Text>
            <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
              <Text weight="bold" tabular>
                {coupon.code}
              </Text>
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                onClick={() => copy(coupon.code)}
                aria-label={t('Copy code {code}', { code: coupon.code })}
              >
                {t('Copy')}
              </Button>
            </Box>
          </Stack>
        </Panel>
      ))}
    </Grid>
  );
}
