import { useId } from 'react';
import { Box } from '@/design-system/components/Box';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { useT } from '@/lib/i18n';
import { switchedOn } from '@/lib/modules';
import { useRecentlyViewed } from '@/lib/products';
import { useStorefront } from '@/lib/session';
import { ViewedProductRow, ViewedProductRowSkeleton } from '@/domain/products';

/**
 * "Recently Viewed" under a product: the shopper's other recently viewed products (not this one), from the list
 * each product view refreshes, so the product seen before this one is here without a reload. Follows the shop's
 * `recent_viewed` switch, as the home page's section does.
 */
export function RecentlyViewedProducts({ currentId }: { currentId: number }) {
  const t = useT();
  const headingId = useId();
  const { settings } = useStorefront();
  const viewed = useRecentlyViewed();
  if (!switchedOn(settings.recent_viewed)) return null;
  const others = viewed.data?.filter((product) => product.id !== currentId) ?? [];
  if (!viewed.isPending && others.length === 0) return null;
  // Below the fold on a product page: laid out only as it nears the viewport (docs/performance.md, "The first
  // render is a transition").
  return (
    <div className={offscreenSection}>
      <Stack as="section" gap="4" aria-labelledby={headingId}>
        <Heading level={2} size="xl" id={headingId}>
          {t('Recently Viewed')}
        </Heading>
        {viewed.isPending ? (
          <Box role="status" aria-label={t('Loading recently viewed products')} aria-busy="true">
            <ViewedProductRowSkeleton />
          </Box>
        ) : (
          <ViewedProductRow products={others} labelledBy={headingId} />
        )}
      </Stack>
    </div>
  );
}
