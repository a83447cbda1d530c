import { Link as RouterLink } from 'react-router';
import {
  Box,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Link,
  LoadMore,
  Skeleton,
  Stack,
  Text,
} from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/storefront';
import { useFormatMoney } from '@/lib/storefront/format-money';
import { useRewardHistory } from './api/rewards';
import { AccountLayout } from './area/AccountLayout';
import { StatTile } from './area/StatTile';
import { ConvertRewardForm } from './ConvertRewardForm';

/** /my-rewards: points, their conversion into wallet money, and what earned them, page after page. */
export function RewardsScreen() {
  const t = useT();
  return (
    <AccountLayout title={t('My Rewards')}>
      <RewardsContent />
    </AccountLayout>
  );
}

function RewardsContent() {
  const t = useT();
  const plural = usePlural();
  const money = useFormatMoney();
  const { user } = useStorefront();
  const history = useRewardHistory();
  const points = history.first?.reward?.rewards;

  return (
    <Stack gap="6">
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <Stack gap="4">
          <StatTile
            label={t('Total Points')}
            value={points !== undefined ? String(points) : history.query.isError ? '—' : undefined}
          />
          <StatTile
            label={t('Wallet Balance')}
            value={user ? money(user.balance) : undefined}
            action={
              <Link asChild>
                <RouterLink to={paths.wallet.href()}>{t('My Wallet')}</RouterLink>
              </Link>
            }
          />
        </Stack>
        <Box padding="4" borderRadius="md" borderStyle="solid" borderWidth="hairline" borderColor="border">
          <Stack gap="3">
            <Heading level={2} size="md">
              {t('Convert Reward')}
            </Heading>
            {points === undefined ? (
              <Skeleton shape="text" lines={3} />
            ) : (
              <ConvertRewardForm available={points} />
            )}
          </Stack>
        </Box>
      </Grid>

      <Stack gap="3" as="section" aria-labelledby="reward-history-heading">
        <Heading level={2} size="lg" id="reward-history-heading">
          {t('Reward History')}
        </Heading>
        {history.query.isPending ? (
          <Stack gap="2" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} shape="rect" height="3.5rem" />
            ))}
          </Stack>
        ) : history.query.isError && history.items.length === 0 ? (
          <ErrorState
            title={t('Your reward history could not be loaded')}
            description={
              isHttpClientError(history.query.error) ? t(history.query.error.userMessage) : undefined
            }
            retryLabel={t('Try again')}
            retrying={history.query.isFetching}
            onRetry={() => void history.query.refetch()}
          />
        ) : history.items.length === 0 ? (
          <EmptyState
            icon="gift"
            headingLevel={3}
            title={t('No reward points yet')}
            description={t('Buy products with reward points to earn them.')}
          />
        ) : (
          <>
            <Stack role="list" gap="2">
              {history.items.map((row) => (
                <Box
                  role="listitem"
                  key={row.id}
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
                      {row.product?.slug ? (
                        <Link asChild>
                          <RouterLink to={paths.product.href({ slug: row.product.slug })}>
                            {row.product.product_name}
                          </RouterLink>
                        </Link>
                      ) : (
                        <Text weight="semibold">{row.product?.product_name ?? t('Product')}</Text>
                      )}
                      <Text size="sm" tone="muted">
                        {t('Quantity')}: {row.product_qty}
                      </Text>
                    </Stack>
                    <Text weight="bold" tone="positive">
                      +{plural('points', row.reward)}
                    </Text>
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
