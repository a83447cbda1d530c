import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { Inline } from '@/design-system/components/Inline';
import { ProductCardSkeleton } from '@/design-system/components/ProductCard';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useT } from '@/lib/i18n';

/** The shop page's layout while it loads: banner, identity line, tabs and a row of cards. */
export function ShopScreenSkeleton() {
  const t = useT();
  return (
    <Container>
      <Box paddingBlock="6" aria-busy="true">
        <VisuallyHidden role="status">{t('Loading the shop')}</VisuallyHidden>
        <Stack gap="6">
          <Skeleton shape="rect" width="100%" height="12rem" />
          <Inline gap="4" wrap={false}>
            <Skeleton shape="rect" width="5rem" height="5rem" />
            <Box flex="fill">
              <Skeleton shape="text" lines={3} />
            </Box>
          </Inline>
          <Skeleton shape="text" width="16rem" height="2rem" />
          <Grid columns={{ mobile: 2, tablet: 3, desktop: 6 }} gap="4">
            {Array.from({ length: 6 }, (_, index) => (
              <ProductCardSkeleton key={index} imageWidth={190} imageHeight={230} showAddToCart={false} />
            ))}
          </Grid>
        </Stack>
      </Box>
    </Container>
  );
}
