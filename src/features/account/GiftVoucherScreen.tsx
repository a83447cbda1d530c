import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useI18n, useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';
import { PagedList } from '@/ui';
import { useVouchers } from '@/domain/cart';
import { AccountLayout } from './area/AccountLayout';

/** /user/gift-voucher: the coupons valid now, each with its rules and a button that copies its code. */
export function GiftVoucherScreen() {
  const t = useT();
  return (
    <AccountLayout title={t('Gift Voucher')}>
      <VoucherList />
    </AccountLayout>
  );
}

function VoucherList() {
  const t = useT();
  const { formatDate } = useI18n();
  const money = useFormatMoney();
  const { toast } = useToast();
  const vouchers = useVouchers();

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ tone: 'success', title: toastTitle('success', t), description: t('Copied {code}', { code }) });
    } catch {
      toast({
        tone: 'error',
        title: toastTitle('error', t),
        description: t('Copy the code by hand: {code}', { code }),
      });
    }
  };

  return (
    <PagedList
      list={vouchers}
      gap="4"
      pending={
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} shape="rect" height="9rem" />
          ))}
        </Grid>
      }
      errorTitle={t('Your vouchers could not be loaded')}
      empty={
        <EmptyState
          icon="gift"
          headingLevel={2}
          title={t('No vouchers right now')}
          description={t('New coupons will show up here.')}
        />
      }
      loadingMoreLabel={t('Loading')}
    >
      {(items) => (
        <Grid role="list" aria-label={t('Gift Voucher')} columns={{ mobile: 1, tablet: 2 }} gap="4">
          {items.map((coupon) => (
            <Panel role="listitem" aria-label={coupon.title} key={coupon.id}>
              <Stack gap="2">
                <Box
                  display="flex"
                  gap="2"
                  justifyContent="space-between"
                  alignItems="center"
                  flexWrap="wrap"
                >
                  <Text weight="semibold">{coupon.title}</Text>
                  <Badge tone="positive">
                    {coupon.discount_type === 'percentage'
                      ? t('{n}% off', { n: coupon.discount })
                      : t('{amount} off', { amount: money(coupon.discount) })}
                  </Badge>
                </Box>
                {coupon.shop_name ? (
                  <Text size="sm" tone="muted">
                    {coupon.shop_name}
                  </Text>
                ) : null}
                <Text size="sm">
                  {[
                    coupon.minimum_shopping
                      ? t('Minimum order {amount}', { amount: money(coupon.minimum_shopping) })
                      : null,
                    coupon.maximum_discount
                      ? t('Up to {amount}', { amount: money(coupon.maximum_discount) })
                      : null,
                    t('Valid until {date}', { date: formatDate(coupon.end_date) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Box
                  display="flex"
                  gap="2"
                  alignItems="center"
                  flexWrap="wrap"
                  justifyContent="space-between"
                >
                  <Text weight="bold" tabular>
                    {coupon.code}
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => void copy(coupon.code)}>
                    {t('Copy code {code}', { code: coupon.code })}
                  </Button>
                </Box>
              </Stack>
            </Panel>
          ))}
        </Grid>
      )}
    </PagedList>
  );
}
