import type { GetCampaignsResponse } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Heading } from '@/design-system/components/Heading';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { paths, renderRouterLink } from '@/lib/navigation';
import { parseServerTime } from '@/lib/server-clock';
import { DealCountdown } from './DealCountdown';
import { OwnWords } from '@/design-system/components/Text';

type Campaign = GetCampaignsResponse['campaigns']['data'][number];

/** A campaign in the list: its picture, name, pitch and how long it runs (or until it starts). */
export function CampaignCard({ campaign, serverNow }: { campaign: Campaign; serverNow: number }) {
  const href = paths.campaign.href({ slug: campaign.slug });
  const endsAt = parseServerTime(campaign.campaign_end_date);
  return (
    <Panel as="article" padding="none" radius="lg" clip>
      <LazyImage src={campaign.image_374x374} alt="" width={374} height={220} />
      <Box padding="4">
        <Stack gap="3">
          <Heading level={2} size="lg">
            <Link asChild tone="neutral" underline="hover">
              {renderRouterLink({ href, children: <OwnWords>{campaign.title}</OwnWords> })}
            </Link>
          </Heading>
          {campaign.short_description ? (
            <Text size="sm" tone="muted" truncate={2} dir="auto">
              {campaign.short_description}
            </Text>
          ) : null}
          {endsAt !== null ? (
            <DealCountdown
              size="sm"
              endsAt={endsAt}
              startsAt={parseServerTime(campaign.campaign_start_date)}
              serverNow={serverNow}
            />
          ) : null}
        </Stack>
      </Box>
    </Panel>
  );
}
