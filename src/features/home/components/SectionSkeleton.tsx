import { Grid } from '@/design-system/components/Grid';
import { ProductCardSkeleton } from '@/design-system/components/ProductCard';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';

// The columns of ProductRow (src/domain/products), written out: the skeleton is on the first route and the row is
// not (importing the domain's face here would pull the row into the first route's chunk).
export const PRODUCT_ROW_COLUMNS = { mobile: 2, tablet: 3, desktop: 6 } as const;

function ProductRowSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid columns={PRODUCT_ROW_COLUMNS} gap="4">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} imageWidth={190} imageHeight={230} showAddToCart={false} />
      ))}
    </Grid>
  );
}

/**
 * A product section as it will look: heading and a row of cards. The sections show it while their next page
 * loads, and the home page while the sections' own code arrives (docs/performance.md, "The second wave"), so the
 * one turns into the other in place.
 */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="4" aria-busy="true">
      <span role="status" aria-label={label} />
      <Skeleton shape="text" width="30%" />
      <ProductRowSkeleton />
    </Stack>
  );
}
