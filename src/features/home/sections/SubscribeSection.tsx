import { Suspense, useId, type ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';

/** The form's place while its code arrives: a label's line and a field's height. */
function FormPlaceholder() {
  return (
    <Stack gap="2" aria-hidden="true">
      <Skeleton shape="text" width="30%" />
      <Skeleton height="2.5rem" />
    </Stack>
  );
}

/**
 * The home page's subscribe box (setting `subscription_section`). The newsletter form is another feature's: the
 * home route hands it in (`form`), so this box only frames it.
 */
export function SubscribeSection({ form }: { form: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    // Drawn like the home page's other blocks (services, download app): a raised surface, no border.
    <Box as="section" aria-labelledby={headingId} background="surfaceRaised" borderRadius="lg" padding="6">
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="4">
        <Stack gap="2">
          <Heading level={2} size="xl" id={headingId}>
            {t('Subscribe to our newsletter')}
          </Heading>
          <Text tone="muted">{t('Be the first to hear about new products and offers.')}</Text>
        </Stack>
        <Suspense fallback={<FormPlaceholder />}>{form}</Suspense>
      </Grid>
    </Box>
  );
}
