import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { usePlural, useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { PagedList } from '@/ui';
import { useRewardHistory } from './api/rewards';
import { AccountLayout } from './area/AccountLayout';
import { StatTile } from './area/StatTile';
import { ConvertRewardForm } from './ConvertRewardForm';
import { OwnWords } from '@/design-system/components/Text';

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
  const modules = useModules();
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
              modules.wallet ? (
                <Link asChild>
                  <RouterLink to={paths.wallet.href()}>{t('My Wallet')}</RouterLink>
                </Link>
              ) : undefined
            }
          />
        </Stack>
        <Panel>
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
        </Panel>
      </Grid>

      <Stack gap="3" as="section" aria-labelledby="reward-history-heading">
        <Heading level={2} size="lg" id="reward-history-heading">
          {t('Reward History')}
        </Heading>
        <PagedList
          list={history}
          headingLevel={3}
          pending={
            <Stack gap="2">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} shape="rect" height="3.5rem" />
              ))}
            </Stack>
          }
          errorTitle={t('Your reward history could not be loaded')}
          empty={
            <EmptyState
              icon="gift"
              headingLevel={3}
              title={t('No reward points yet')}
              description={t('Buy products with reward points to earn them.')}
            />
          }
          loadingMoreLabel={t('Loading')}
        >
          {(items) => (
            <Stack role="list" gap="2">
              {items.map((row) => (
                <Panel role="listitem" key={row.id} padding="sm">
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
                            <OwnWords>{row.product.product_name}</OwnWords>
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
                </Panel>
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Stack>
  );
}
