import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';

/** Spec §9: the recently viewed products are fetched this long after load. */
export const VIEWED_PRODUCTS_DELAY_MS = 10_000;

/**
 * Spec §7–§9: the recently viewed products are fetched once, 10 s after load, into the one cache the home section
 * and the product page's row read (product views refresh it after that); a failure is an error toast. The fetch's
 * code comes when it is due (`recently-viewed-fetch.ts`), not with the app's first JavaScript. A route change under
 * way when it is due goes first: its answer, checked and drawn, would otherwise land amid the next screen's render
 * (a shopper's tap about 10 s after load); the list is fetched once the next screen is shown.
 */
export function RecentlyViewedLoader() {
  const queryClient = useQueryClient();
  const navigating = useNavigation().state !== 'idle';
  const [due, setDue] = useState(false);
  const fetched = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), VIEWED_PRODUCTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!due || navigating || fetched.current) return;
    fetched.current = true;
    import('./recently-viewed-fetch')
      .then(({ fetchRecentlyViewed }) => fetchRecentlyViewed(queryClient))
      // Its code never arrived: the list stays unfetched, as on a page left before the 10 s.
      .catch(() => undefined);
  }, [due, navigating, queryClient]);
  return null;
}
