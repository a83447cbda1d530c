import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/pagination';
import { parseServerTime } from '@/lib/server-clock';
import { PagedList } from '@/ui';
import { campaignList } from './api/campaign-queries';
import { CampaignCard } from './components/CampaignCard';
import { DealsLayout } from './components/DealsLayout';
import { useDealClock } from './use-deal-clock';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

/** "All Campaign" (/campaigns): running and upcoming campaigns, each counting down on the server's clock. */
export function CampaignsScreen() {
  const t = useT();
  const campaigns = usePagedList(campaignList());
  // When a campaign starts or ends, ask again: ended campaigns leave the list.
  const serverNow = useDealClock(
    campaigns.items.flatMap((c) => [
      parseServerTime(c.campaign_start_date),
      parseServerTime(c.campaign_end_date),
    ]),
    () => void campaigns.query.refetch(),
  );

  return (
    <DealsLayout title={t('All Campaign')}>
      <PagedList
        list={campaigns}
        pending={
          <Grid columns={COLUMNS} gap="4">
            {[0, 1, 2].map((index) => (
              <Stack key={index} gap="3">
                <Skeleton shape="rect" width="100%" height="12rem" />
                <Skeleton shape="text" lines={3} />
              </Stack>
            ))}
          </Grid>
        }
        pendingLabel={t('Loading campaigns')}
        errorTitle={t('We could not load the campaigns')}
        empty={
          <EmptyState
            icon="gift"
            headingLevel={2}
            title={t('No campaigns are running')}
            description={t('Come back soon for new offers.')}
          />
        }
        loadingMoreLabel={t('Loading more campaigns')}
      >
        {(items) => (
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Campaigns')}>
            {items.map((campaign) => (
              <Box role="listitem" key={campaign.id}>
                <CampaignCard campaign={campaign} serverNow={serverNow} />
              </Box>
            ))}
          </Grid>
        )}
      </PagedList>
    </DealsLayout>
  );
}
