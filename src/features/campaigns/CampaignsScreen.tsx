import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, EmptyState, Grid, Skeleton, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import { mergeById } from '@/lib/pagination';
import { parseServerTime } from '@/lib/server-clock';
import { campaignsQueries } from './api/campaign-queries';
import { CampaignCard } from './components/CampaignCard';
import { DealsError, DealsFrame, DealsLoading, MoreDeals } from './components/DealsFrame';
import { useDealClock } from './use-deal-clock';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

/** "All Campaign" (/campaigns): running and upcoming campaigns, each counting down on the server's clock. */
export function CampaignsScreen() {
  const t = useT();
  const query = useInfiniteQuery(campaignsQueries().campaigns);
  const pages = query.data?.pages ?? [];
  const campaigns = mergeById(pages.map((page) => page.campaigns.data));
  // When a campaign starts or ends, ask again: ended campaigns leave the list.
  const serverNow = useDealClock(
    campaigns.flatMap((c) => [parseServerTime(c.campaign_start_date), parseServerTime(c.campaign_end_date)]),
    () => void query.refetch(),
  );

  return (
    <DealsFrame title={t('All Campaign')}>
      {query.isPending ? (
        <DealsLoading label={t('Loading campaigns')}>
          <Grid columns={COLUMNS} gap="4">
            {[0, 1, 2].map((index) => (
              <Stack key={index} gap="3">
                <Skeleton shape="rect" width="100%" height="12rem" />
                <Skeleton shape="text" lines={3} />
              </Stack>
            ))}
          </Grid>
        </DealsLoading>
      ) : query.isError && campaigns.length === 0 ? (
        <DealsError
          title={t('We could not load the campaigns')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : campaigns.length === 0 ? (
        <EmptyState
          icon="gift"
          headingLevel={2}
          title={t('No campaigns are running')}
          description={t('Come back soon for new offers.')}
        />
      ) : (
        <>
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Campaigns')}>
            {campaigns.map((campaign) => (
              <Box role="listitem" key={campaign.id}>
                <CampaignCard campaign={campaign} serverNow={serverNow} />
              </Box>
            ))}
          </Grid>
          <MoreDeals
            shown={campaigns.length}
            total={pages.at(-1)?.campaigns.total ?? campaigns.length}
            query={query}
            loadingLabel={t('Loading more campaigns')}
          />
        </>
      )}
    </DealsFrame>
  );
}
