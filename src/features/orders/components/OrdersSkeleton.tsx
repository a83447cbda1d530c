import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useT } from '@/lib/i18n';

/** The orders pages while they load: a heading and order cards of the final layout. */
export function OrdersSkeleton({ cards = 1 }: { cards?: number }) {
  const t = useT();
  return (
    <Container>
      <Box paddingBlock="6" aria-busy="true">
        <VisuallyHidden role="status">{t('Loading your order')}</VisuallyHidden>
        <Stack gap="6">
          <Skeleton shape="text" width="14rem" height="2rem" />
          {Array.from({ length: cards }, (_, index) => (
            <Box
              key={index}
              padding="4"
              borderStyle="solid"
              borderWidth="hairline"
              borderColor="border"
              borderRadius="md"
            >
              <Stack gap="3">
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="rect" width="100%" height="6rem" />
                <Skeleton shape="text" lines={4} />
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
