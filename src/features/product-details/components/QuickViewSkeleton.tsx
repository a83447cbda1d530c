import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { vars } from '@/design-system/theme/contract.css';
import { useT } from '@/lib/i18n';

/** The quick view's layout while the product (or the quick view's code) loads: picture, price, options, button. */
export function QuickViewSkeleton() {
  const t = useT();
  return (
    <Stack gap="0" aria-busy="true">
      <VisuallyHidden role="status">{t('Loading product')}</VisuallyHidden>
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
        {/* Skeleton has no aspect-ratio shape; the sheet width is the closest token to the picture's height. */}
        <Skeleton shape="rect" height={vars.size.sheetWidth} />
        <Stack gap="4">
          <Skeleton shape="text" width="40%" height={vars.fontSize.xl} />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="rect" height={vars.size.controlMd} width="50%" />
          <Skeleton shape="rect" height={vars.size.controlLg} />
          <Skeleton shape="text" width="35%" />
        </Stack>
      </Grid>
    </Stack>
  );
}
