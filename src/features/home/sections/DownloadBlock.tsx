import type { z } from 'zod';
import type { DownloadSection } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';

/** "Get our app": a picture, a pitch and the store links. */
export function DownloadBlock({ section }: { section: z.output<typeof DownloadSection> }) {
  const t = useT();
  const playStore = safeHref(section.play_store);
  const appleStore = safeHref(section.apple_store);
  return (
    <Box background="surfaceRaised" borderRadius="lg" padding="6">
      <Grid columns={{ mobile: 1, tablet: section.banner ? 2 : 1 }} gap="6">
        <Stack gap="3">
          {section.text ? (
            <Heading level={2} size="xl">
              {section.text}
            </Heading>
          ) : null}
          {section.sub_text ? <Text tone="muted">{section.sub_text}</Text> : null}
          <Inline gap="4">
            {playStore ? (
              <Link href={playStore} external externalLabel={t('(opens in a new tab)')}>
                {t('Get it on Google Play')}
              </Link>
            ) : null}
            {appleStore ? (
              <Link href={appleStore} external externalLabel={t('(opens in a new tab)')}>
                {t('Download on the App Store')}
              </Link>
            ) : null}
          </Inline>
        </Stack>
        {section.banner ? (
          <LazyImage src={section.banner} alt="" width={600} height={400} radius="md" />
        ) : null}
      </Grid>
    </Box>
  );
}
