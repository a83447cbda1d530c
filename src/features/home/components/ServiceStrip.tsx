import type { StartDataOutput } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Grid } from '@/design-system/components/Grid';
import { Icon } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';

/** The shop's service promises (free shipping, returns…), shown when the setting asks for it. */
export function ServiceStrip({ services }: { services: StartDataOutput['services'] }) {
  const t = useT();
  if (services.length === 0) return null;
  return (
    <Box as="section" aria-label={t('Our services')} background="surfaceRaised" borderRadius="md" padding="4">
      <Grid
        columns={{ mobile: 1, tablet: 2, desktop: Math.min(services.length, 4) as 1 | 2 | 3 | 4 }}
        gap="4"
      >
        {services.map((service) => (
          <Inline key={service.id} gap="3" wrap={false}>
            {/* The service pictures have no fixed-size slot in the design system yet; a neutral mark stands in. */}
            <Text as="span" tone="accent">
              <Icon name="check" />
            </Text>
            <Stack gap="1">
              <Text weight="semibold">{service.title}</Text>
              {service.sub_tile ? (
                <Text size="sm" tone="muted">
                  {service.sub_tile}
                </Text>
              ) : null}
            </Stack>
          </Inline>
        ))}
      </Grid>
    </Box>
  );
}
