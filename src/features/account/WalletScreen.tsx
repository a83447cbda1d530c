import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n, useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { PagedList } from '@/ui';
import { useWalletHistory } from './api/wallet';
import { AccountLayout } from './area/AccountLayout';
import { statusKeyword } from '@/domain/orders';
import { StatTile } from './area/StatTile';
import { WalletTopUp } from './WalletTopUp';

export interface WalletScreenProps {
  /** The app runs on the demo shop: gateway top-ups open a simulated gateway. */
  demoShop?: boolean;
}

/** /my-wallet: the spendable balance, a recharge form and the wallet's movements, page after page. */
export function WalletScreen({ demoShop = false }: WalletScreenProps) {
  const t = useT();
  return (
    <AccountLayout title={t('My Wallet')}>
      <WalletContent demoShop={demoShop} />
    </AccountLayout>
  );
}

function WalletContent({ demoShop }: { demoShop: boolean }) {
  const t = useT();
  const { formatDate } = useI18n();
  const money = useFormatMoney();
  const { user } = useStorefront();
  const modules = useModules();
  const history = useWalletHistory();

  return (
    <Stack gap="6">
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <StatTile label={t('Total Balance')} value={user ? money(user.balance) : undefined} />
        {/* The route is not found with the wallet off; this screen never offers a top-up without it either. */}
        {modules.wallet ? (
          <Panel>
            <Stack gap="3">
              <Heading level={2} size="md">
                {t('Recharge Wallet')}
              </Heading>
              <WalletTopUp demoShop={demoShop} />
            </Stack>
          </Panel>
        ) : null}
      </Grid>

      <Stack gap="3" as="section" aria-labelledby="wallet-history-heading">
        <Heading level={2} size="lg" id="wallet-history-heading">
          {t('Recharge History')}
        </Heading>
        <PagedList
          list={history}
          headingLevel={3}
          pending={
            <Stack gap="2">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} shape="rect" height="3.5rem" />
              ))}
            </Stack>
          }
          errorTitle={t('Your wallet history could not be loaded')}
          empty={<EmptyState icon="wallet" headingLevel={3} title={t('No wallet history yet')} />}
          loadingMoreLabel={t('Loading')}
        >
          {(items) => (
            <Stack role="list" gap="2">
              {items.map((entry) => (
                <Panel role="listitem" key={entry.id} padding="sm">
                  <Box
                    display="flex"
                    flexWrap="wrap"
                    gap="2"
                    justifyContent="space-between"
                    alignItems="center"
                  >
                    <Stack gap="1">
                      <Text weight="semibold">{t(statusKeyword(entry.source))}</Text>
                      <Text size="sm" tone="muted">
                        {[
                          entry.payment_method ? t(statusKeyword(entry.payment_method)) : null,
                          formatDate(entry.recharge_date),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    <Stack gap="1" align="end">
                      <Text weight="bold" tone={entry.type === 'income' ? 'positive' : 'critical'}>
                        {`${entry.type === 'income' ? '+' : '−'}${money(entry.amount)}`}
                      </Text>
                      <Badge
                        tone={
                          entry.status === 'approved'
                            ? 'positive'
                            : entry.status === 'pending'
                              ? 'caution'
                              : 'critical'
                        }
                      >
                        {t(statusKeyword(entry.status))}
                      </Badge>
                    </Stack>
                  </Box>
                </Panel>
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Stack>
  );
}
