import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@/design-system/components/Box';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { switchedOn } from '@/lib/modules';
import { recentlyViewedQueryOptions } from '@/lib/products';
import { useStorefront } from '@/lib/session';
import { ViewedProductRow, ViewedProductRowSkeleton } from '@/domain/products';

/**
 * "Recently viewed" in the phone menu (issue 38 §3): the products the shopper looked at, one tap from the header.
 * It lives in the menu's sheet, so its code loads with the sheet on the first tap. The list is the one cache the
 * home page and product page read; opened before the shell's 10 s fetch, the sheet asks for it itself (once: the
 * answer never goes stale). Follows the owner's `recent_viewed` switch; nothing when there is nothing to show.
 */
export function MobileMenuViewed() {
  const t = useT();
  const headingId = useId();
  const { settings } = useStorefront();
  const on = switchedOn(settings.recent_viewed);
  const viewed = useQuery({
    ...recentlyViewedQueryOptions(),
    enabled: on,
    select: (answer) => answer.viewed_products,
  });
  if (!on || viewed.isError || viewed.data?.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t('Recently Viewed')}
      </Heading>
      {viewed.data ? (
        <ViewedProductRow products={viewed.data} labelledBy={headingId} />
      ) : (
        <Box role="status" aria-label={t('Loading recently viewed products')} aria-busy="true">
          <ViewedProductRowSkeleton />
        </Box>
      )}
    </Stack>
  );
}
