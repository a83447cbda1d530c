import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Inline } from '@/design-system/components/Inline';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useT } from '@/lib/i18n';

function LineSkeleton() {
  return (
    <Inline gap="4" alignY="top" wrap={false}>
      <Skeleton shape="rect" width="4.5rem" height="4.5rem" />
      <Box flex="fill">
        <Stack gap="2">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="rect" width="8rem" height="2rem" />
        </Stack>
      </Box>
    </Inline>
  );
}

/** The cart page's layout while the cart loads: two lines and the summary. */
export function CartScreenSkeleton() {
  const t = useT();
  return (
    <Container>
      <Box paddingBlock="6" aria-busy="true">
        <VisuallyHidden role="status">{t('Loading your cart')}</VisuallyHidden>
        <Stack gap="6">
          <Skeleton shape="text" width="12rem" height="2rem" />
          <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="8">
            <Box flex="fill">
              <Stack gap="6">
                <LineSkeleton />
                <LineSkeleton />
              </Stack>
            </Box>
            <Box width="full" maxWidth={{ mobile: 'full', desktop: 'dialog' }} flexShrink={0}>
              <Skeleton shape="text" lines={5} />
            </Box>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
