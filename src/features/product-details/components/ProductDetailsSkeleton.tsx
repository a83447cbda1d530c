import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { vars } from '@/design-system/theme/contract.css';
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
          <Skeleton shape="rect" height={vars.size.sheetWidth} />
          <Stack gap="4">
            <Skeleton shape="text" width="70%" height={vars.fontSize['2xl']} />
            <Skeleton shape="text" width="30%" />
            <Skeleton shape="text" width="40%" height={vars.fontSize.xl} />
            <Skeleton shape="text" lines={3} />
            <Skeleton shape="rect" height={vars.size.controlMd} width="50%" />
            <Skeleton shape="rect" height={vars.size.controlLg} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
