import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** Spec §9: the recently viewed products are fetched this long after load. */
export const VIEWED_PRODUCTS_DELAY_MS = 10_000;

/**
 * Spec §7–§9: the recently viewed products are fetched once, 10 s after load, into the one cache the home section
 * and the product page's row read (product views refresh it after that); a failure is an error toast. The fetch's
 * code comes when it is due (`recently-viewed-fetch.ts`), not with the app's first JavaScript.
 */
export function RecentlyViewedLoader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      import('./recently-viewed-fetch')
        .then(({ fetchRecentlyViewed }) => fetchRecentlyViewed(queryClient))
        // Its code never arrived: the list stays unfetched, as on a page left before the 10 s.
        .catch(() => undefined);
    }, VIEWED_PRODUCTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);
  return null;
}
