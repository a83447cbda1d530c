// Cart lines carry no shipping estimate (backend-api §4.4): each line's product answer does
// (`home/product-details/{slug}` → `estimated_shipping_days`, §4.2). The cart and checkout ask for those answers —
// the same cache entries the product page fills, so a product just seen costs no request — and promise a date only
// once every physical line of a group has its estimate.
import { useQueries } from '@tanstack/react-query';
import { getGetProductDetailsQueryOptions } from '@/api-generated/endpoints/product/product';
import { truthy } from '@/lib/prices';
import { shippingDays } from './delivery-promise';

/** A line's estimate: days, `'digital'` (nothing ships: left out of the promise) or null (not known). */
export type LineDays = number | 'digital' | null;

/** Product answers stay fresh this long: an estimate does not change while a shopper checks out. */
const DETAILS_FRESH_MS = 5 * 60_000;

/** The estimate of each product slug (in the order given); null while loading, after a failure or when missing. */
export function useShippingDaysOf(slugs: readonly string[]): LineDays[] {
  return useQueries({
    queries: slugs.map((slug) =>
      getGetProductDetailsQueryOptions(slug, {
        query: {
          staleTime: DETAILS_FRESH_MS,
          retry: false,
          // A promise is a nicety: a failed read shows no date, never an error message.
          meta: { errorToast: false },
          select: ({ product }): LineDays =>
            truthy(product.is_digital) ? 'digital' : shippingDays(product.estimated_shipping_days),
        },
      }),
    ),
    combine: (results) => results.map((result) => (result.data === undefined ? null : result.data)),
  });
}

/** The days a group's promise is made of: physical lines only; null when one of them is not known. */
export function groupDays(lines: readonly LineDays[]): number[] | null {
  const physical = lines.filter((days) => days !== 'digital');
  if (physical.length === 0 || physical.some((days) => days === null)) return null;
  return physical as number[];
}
