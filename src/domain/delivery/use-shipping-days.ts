// Cart lines carry no shipping estimate (backend-api §4.4): each line's product answer does
// (`home/product-details/{slug}` → `estimated_shipping_days`, §4.2). The cart and checkout ask for those answers —
// the same cache entries the product page fills (same key, same validated answer), so a product just seen costs
// no request — and promise a date only once every physical line of a group has its estimate.
//
// The request is written here rather than taken from the generated product endpoints: importing that module from
// the cart's and checkout's lazy promise would split it out of the product route's chunk into a chunk of its own,
// and every route's chunk list sits in the first route's JavaScript, whose budget has no room (issue 36).
import { useQueries } from '@tanstack/react-query';
import type { GetProductDetailsResponse } from '@/api-generated/model';
import { httpClient } from '@/lib/http';
import { switchedOn } from '@/lib/modules';
import { shippingDays } from './delivery-promise';

/** A line's estimate: days, `'digital'` (nothing ships: left out of the promise) or null (not known). */
export type LineDays = number | 'digital' | null;

/** Product answers stay fresh this long: an estimate does not change while a shopper checks out. */
const DETAILS_FRESH_MS = 5 * 60_000;

/** The generated `getGetProductDetailsQueryKey(slug)`: the product page's own cache entry. */
const detailsKey = (slug: string) => [`/home/product-details/${slug}`] as const;

const fetchDetails = (slug: string, signal: AbortSignal) =>
  httpClient<GetProductDetailsResponse>(`/home/product-details/${encodeURIComponent(slug)}`, {
    method: 'GET',
    signal,
    schema: () =>
      import('@/api-generated/model/getProductDetailsResponse.zod').then(
        (module) => module.GetProductDetailsResponse,
      ),
  });

const lineDays = ({ product }: GetProductDetailsResponse): LineDays =>
  switchedOn(product.is_digital) ? 'digital' : shippingDays(product.estimated_shipping_days);

/** The estimate of each product slug (in the order given); null while loading, after a failure or when missing. */
export function useShippingDaysOf(slugs: readonly string[]): LineDays[] {
  return useQueries({
    queries: slugs.map((slug) => ({
      queryKey: detailsKey(slug),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDetails(slug, signal),
      staleTime: DETAILS_FRESH_MS,
      retry: false,
      // A promise is a nicety, read for every line of a cart or checkout (the backend's SPA makes no such read): a
      // failed read shows no date and toasts nothing, not even the shop's words ("Product not found").
      meta: { errorToast: 'never' },
      select: lineDays,
    })),
    combine: (results) => results.map((result) => (result.data === undefined ? null : result.data)),
  });
}

/** The days a group's promise is made of: physical lines only; null when one of them is not known. */
export function groupDays(lines: readonly LineDays[]): number[] | null {
  const physical = lines.filter((days) => days !== 'digital');
  if (physical.length === 0 || physical.some((days) => days === null)) return null;
  return physical as number[];
}
