import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetViewedProductsQueryOptions } from '@/api-generated/endpoints/start/start';

export const VIEWED_PRODUCTS_DELAY_MS = 10_000;

/** Spec §7: recently viewed products are fetched 10 s after load (into the shared cache for the home section). */
export function RecentlyViewedLoader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void queryClient.prefetchQuery(getGetViewedProductsQueryOptions());
    }, VIEWED_PRODUCTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);
  return null;
}
