import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { tokenVar } from '@/design-system/theme/tokens';
import { useT } from '@/lib/i18n';

/** The quick view's layout while the product (or the quick view's code) loads: picture, price, options, button. */
export function QuickViewSkeleton() {
  const t = useT();
  return (
    <Stack gap="0" aria-busy="true">
      <VisuallyHidden role="status">{t('Loading product')}</VisuallyHidden>
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
        {/* Skeleton has no aspect-ratio shape; the sheet width is the closest token to the picture's height. */}
        <Skeleton shape="rect" height={tokenVar('size', 'sheetWidth')} />
        <Stack gap="4">
          <Skeleton shape="text" width="40%" height={tokenVar('fontSize', 'xl')} />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="rect" height={tokenVar('size', 'controlMd')} width="50%" />
          <Skeleton shape="rect" height={tokenVar('size', 'controlLg')} />
          <Skeleton shape="text" width="35%" />
        </Stack>
      </Grid>
    </Stack>
  );
}
