import { Box } from '@/design-system/components/Box';
import { Icon } from '@/design-system/components/Icon';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';

/** Stands in for the pictures of a product that has none (the gallery and the quick view). */
export function NoPicture({ label }: { label: string }) {
  return (
    <Box background="surfaceSunken" borderRadius="md" padding="16" role="img" aria-label={label}>
      <Stack align="center" gap="2">
        <Icon name="store" size="lg" />
        <Text tone="muted" align="center">
          {label}
        </Text>
      </Stack>
    </Box>
  );
}
