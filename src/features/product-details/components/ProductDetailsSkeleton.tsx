import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { tokenVar } from '@/design-system/theme/tokens';
import { useT } from '@/lib/i18n';

/** The product page's layout while it loads: gallery, title, price, options and buttons. */
export function ProductDetailsSkeleton() {
  const t = useT();
  return (
    <Container>
      <Stack gap="6" aria-busy="true">
        <span role="status" aria-label={t('Loading product')} />
        <Skeleton shape="text" width="30%" />
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="8">
          {/* Skeleton has no aspect-ratio shape; the sheet width is the closest token to the square preview. */}
          <Skeleton shape="rect" height={tokenVar('size', 'sheetWidth')} />
          <Stack gap="4">
            <Skeleton shape="text" width="70%" height={tokenVar('fontSize', '2xl')} />
            <Skeleton shape="text" width="30%" />
            <Skeleton shape="text" width="40%" height={tokenVar('fontSize', 'xl')} />
            <Skeleton shape="text" lines={3} />
            <Skeleton shape="rect" height={tokenVar('size', 'controlMd')} width="50%" />
            <Skeleton shape="rect" height={tokenVar('size', 'controlLg')} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
