import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n, useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import { QueryState } from '@/ui';
import { dashboardQueries } from './api/dashboard';
import { AccountLayout } from './area/AccountLayout';
import { deliveryStatusKey, paymentStatusKey } from '@/domain/orders';
import { StatTile } from './area/StatTile';
import { OwnWords } from '@/design-system/components/Text';

/** /user/dashboard: wallet balance, reward points and the latest orders, each a step away from its page. */
export function DashboardScreen() {
  const t = useT();
  return (
    <AccountLayout title={t('Dashboard')}>
      <DashboardContent />
    </AccountLayout>
  );
}

function DashboardContent() {
  const t = useT();
  const { formatDate } = useI18n();
  const money = useFormatMoney();
  const modules = useModules();
  const queries = dashboardQueries();
  const account = useQuery(queries.account);
  const orders = useQuery(queries.recentOrders);

  return (
    <Stack gap="6">
      {modules.wallet || modules.rewards ? (
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
          {modules.wallet ? (
            <StatTile
              label={t('Wallet Balance')}
              value={account.data ? money(account.data.user.balance) : account.isError ? '—' : undefined}
              action={
                <Link asChild>
                  <RouterLink to={paths.wallet.href()}>{t('Recharge Wallet')}</RouterLink>
                </Link>
              }
            />
          ) : null}
          {modules.rewards ? (
            <StatTile
              label={t('Reward Points')}
              value={
                account.data ? String(account.data.reward?.rewards ?? 0) : account.isError ? '—' : undefined
              }
              action={
                <Link asChild>
                  <RouterLink to={paths.rewards.href()}>{t('Convert to Wallet')}</RouterLink>
                </Link>
              }
            />
          ) : null}
        </Grid>
      ) : null}

      <Stack gap="3" as="section" aria-labelledby="recent-orders-heading">
        <Box display="flex" flexWrap="wrap" justifyContent="space-between" alignItems="center" gap="2">
          <Heading level={2} size="lg" id="recent-orders-heading">
            {t('Recent Orders')}
          </Heading>
          <Link asChild>
            <RouterLink to={paths.orderHistory.href()}>{t('View All')}</RouterLink>
          </Link>
        </Box>
        <QueryState
          query={orders}
          pending={
            <Stack gap="3">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} shape="rect" height="4rem" />
              ))}
            </Stack>
          }
          errorTitle={t('Your orders could not be loaded')}
          isEmpty={(data) => data.orders.data.length === 0}
          empty={
            <EmptyState
              icon="cart"
              headingLevel={3}
              title={t('No orders yet')}
              description={t('Your orders will show up here.')}
              action={
                <Button asChild>
                  <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
                </Button>
              }
            />
          }
        >
          {(data) => (
            <Stack role="list" gap="3">
              {data.orders.data.map((order) => (
                <Panel role="listitem" key={order.id} padding="sm">
                  <Box
                    display="flex"
                    flexWrap="wrap"
                    gap="2"
                    justifyContent="space-between"
                    alignItems="center"
                  >
                    <Stack gap="1">
                      <Link asChild>
                        <RouterLink to={paths.getInvoice.href({ orderCode: order.code })}>
                          {order.code}
                        </RouterLink>
                      </Link>
                      <Text size="sm" tone="muted">
                        <OwnWords>{order.product_name}</OwnWords>
                      </Text>
                      <Text size="sm" tone="muted">
                        {formatDate(order.order_date)}
                      </Text>
                    </Stack>
                    <Stack gap="1" align="end">
                      <Text weight="semibold" align="end">
                        {money(order.total_payable)}
                      </Text>
                      <Box display="flex" gap="1" flexWrap="wrap" justifyContent="flex-end">
                        <Badge tone="neutral">{t(deliveryStatusKey(order.delivery_status))}</Badge>
                        <Badge tone={order.payment_status === 'paid' ? 'positive' : 'caution'}>
                          {t(paymentStatusKey(order.payment_status))}
                        </Badge>
                      </Box>
                    </Stack>
                  </Box>
                </Panel>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
