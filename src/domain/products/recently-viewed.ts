// Recently viewed products (backend-api §2.1, §2.4; spec §7–§9): one cache entry, the answer of
// `GET /viewed-products`. It is filled twice over: 10 s after start (the app shell's `RecentlyViewedLoader`, as
// the backend's SPA does; the start props' `viewed_products` is always empty on a real install), and by every
// product view, whose answer (`POST /home/product-view` → `viewProduct`) is the refreshed list. Screens only read
// it: a section that asked for it itself would fetch before the 10 s, and again on every visit.
import { useDeferredValue } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { viewedProductsQueryKey, viewedProductsQueryOptions } from '@/lib/start-data';
import type { ViewedProduct } from '@/api-generated/model';

export type { ViewedProduct };

/** The backend answers at most this many (its own views first, then the site's). */
export const RECENTLY_VIEWED_LIMIT = 20;

/**
 * The list's query. It never goes stale or away on its own: only the 10 s fetch and product views change it.
 * Its failures are announced by the one who fetches it (`RecentlyViewedLoader`), every one of them, the shop's words
 * included (so the app's own toast stays out: `'never'`): the sections that show it have no error state of their own.
 */
export const recentlyViewedQueryOptions = () =>
  viewedProductsQueryOptions({
    query: { staleTime: Infinity, gcTime: Infinity, meta: { errorToast: 'never' } },
  });

/**
 * The recently viewed products as a section shows them: pending until the first answer (or product view), then
 * the list; an error (already announced) or an empty list means nothing to show. A list that arrives renders in the
 * background, in slices a tap can interrupt (`useDeferredValue`), while the row already shown (or its skeleton)
 * stays: it reaches React through TanStack Query's store, whose updates render at once and in one piece — up to
 * 20 product cards, ≈ 115 ms at 4× CPU on a product page just after it became interactive.
 */
export function useRecentlyViewed(): { data: readonly ViewedProduct[] | undefined; isPending: boolean } {
  const query = useQuery({
    ...recentlyViewedQueryOptions(),
    enabled: false,
    select: (answer) => answer.viewed_products,
  });
  const data = useDeferredValue(query.data);
  const isPending = useDeferredValue(query.isPending);
  return { data, isPending };
}

/**
 * A product view's answer is the refreshed list: it becomes the cache, so every row shows it without another
 * request. A read still on its way would bring the list from before this view, so it is called off first.
 */
export function rememberRecentlyViewed(queryClient: QueryClient, viewed: readonly ViewedProduct[]) {
  const queryKey = viewedProductsQueryKey();
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(recentlyViewedQueryOptions().queryKey, {
    viewed_products: viewed.slice(0, RECENTLY_VIEWED_LIMIT),
  });
}
