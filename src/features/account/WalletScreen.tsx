import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  LoadMore,
  Skeleton,
  Stack,
  Text,
} from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useI18n, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/storefront';
import { useFormatMoney } from '@/lib/storefront/format-money';
import { useWalletHistory, walletQueries } from './api/wallet';
import { AccountLayout } from './area/AccountLayout';
import { statusKeyword } from '@/lib/order-status';
import { StatTile } from './area/StatTile';
import { RechargeForm } from './RechargeForm';

/** /my-wallet: the spendable balance, a recharge form and the wallet's movements, page after page. */
export function WalletScreen() {
  const t = useT();
  return (
    <AccountLayout title={t('My Wallet')}>
      <WalletContent />
    </AccountLayout>
  );
}

function WalletContent() {
  const t = useT();
  const { formatDate } = useI18n();
  const money = useFormatMoney();
  const { user } = useStorefront();
  const setup = useQuery(walletQueries().setup);
  const history = useWalletHistory();

  return (
    <Stack gap="6">
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <StatTile label={t('Total Balance')} value={user ? money(user.balance) : undefined} />
        <Box padding="4" borderRadius="md" borderStyle="solid" borderWidth="hairline" borderColor="border">
          <Stack gap="3">
            <Heading level={2} size="md">
              {t('Recharge Wallet')}
            </Heading>
            {setup.isPending ? (
              <Skeleton shape="text" lines={4} />
            ) : setup.isError ? (
              <ErrorState
                size="compact"
                title={t('Recharge is not available right now')}
                retryLabel={t('Try again')}
                retrying={setup.isFetching}
                onRetry={() => void setup.refetch()}
              />
            ) : (
              <RechargeForm offlineMethods={setup.data.offline_methods} />
            )}
          </Stack>
        </Box>
      </Grid>

      <Stack gap="3" as="section" aria-labelledby="wallet-history-heading">
        <Heading level={2} size="lg" id="wallet-history-heading">
          {t('Recharge History')}
        </Heading>
        {history.query.isPending ? (
          <Stack gap="2" aria-busy="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} shape="rect" height="3.5rem" />
            ))}
          </Stack>
        ) : history.query.isError && history.items.length === 0 ? (
          <ErrorState
            title={t('Your wallet history could not be loaded')}
            description={
              isHttpClientError(history.query.error) ? t(history.query.error.userMessage) : undefined
            }
            retryLabel={t('Try again')}
            retrying={history.query.isFetching}
            onRetry={() => void history.query.refetch()}
          />
        ) : history.items.length === 0 ? (
          <EmptyState icon="wallet" headingLevel={3} title={t('No wallet history yet')} />
        ) : (
          <>
            <Stack role="list" gap="2">
              {history.items.map((entry) => (
                <Box
                  role="listitem"
                  key={entry.id}
                  padding="3"
                  borderRadius="md"
                  borderStyle="solid"
                  borderWidth="hairline"
                  borderColor="border"
                >
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
                </Box>
              ))}
            </Stack>
            <LoadMore
              onLoadMore={() => void history.query.fetchNextPage()}
              loading={history.query.isFetchingNextPage}
              hasMore={history.query.hasNextPage}
              label={t('Load More')}
              loadingLabel={t('Loading')}
              allLoadedLabel={t('That is all')}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
