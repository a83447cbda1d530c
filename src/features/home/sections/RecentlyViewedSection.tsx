import { useId } from 'react';
import { Box } from '@/design-system/components/Box';
import { useT } from '@/lib/i18n';
import { useRecentlyViewed } from '@/lib/products';
import { ViewedProductRow, ViewedProductRowSkeleton } from '@/domain/products';
import { SectionFrame } from './SectionFrame';

/**
 * The shopper's recently viewed products (the list the app fetches 10 s after load and every product view
 * refreshes). Until the first list arrives the row's skeleton holds its place; with nothing viewed (or a failed
 * fetch, already announced by a toast) there is no section.
 */
export function RecentlyViewedSection() {
  const t = useT();
  const headingId = useId();
  const viewed = useRecentlyViewed();
  const title = t('Recently Viewed');

  if (viewed.isPending) {
    return (
      <SectionFrame title={title} headingId={headingId}>
        <Box role="status" aria-label={t('Loading recently viewed products')} aria-busy="true">
          <ViewedProductRowSkeleton />
        </Box>
      </SectionFrame>
    );
  }
  if (!viewed.data?.length) return null;
  return (
    <SectionFrame title={title} headingId={headingId}>
      <ViewedProductRow products={viewed.data} labelledBy={headingId} />
    </SectionFrame>
  );
}
