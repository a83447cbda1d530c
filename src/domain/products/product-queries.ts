// Product decisions for the product details request: the product page's (its query, the recorded view, the variant
// lookup, adding from the page), the same request quiet for screens that tell its failures themselves (the shared
// list, buy again), and the answer read outside the cache (domain/watches re-checks a watched product with it).
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetProductDetailsQueryKey,
  getGetProductDetailsQueryOptions,
  getProductDetails,
  useFindProductVariant,
  useRecordProductView,
} from '@/api-generated/endpoints/product/product';
import { whenIdleAfterLoad } from '@/lib/after-first-paint';
import { useAddToCartKeepingCount, useCartTrxId } from '@/domain/cart';
import { rememberRecentlyViewed } from './recently-viewed';

const DETAILS_STALE_MS = 60_000;

/**
 * The product. Its failures are the screen's business (not found, error state with retry): only a refusal in the
 * server's words is toasted as well. Shared by the route loader (which starts it with the navigation) and the screen.
 */
export const productDetailsQueryOptions = (slug: string) =>
  getGetProductDetailsQueryOptions(slug, {
    query: { staleTime: DETAILS_STALE_MS, meta: { errorToast: false } },
  });

/** The product's key: a review changes its rating, count and the shopper's own review. */
export const productDetailsQueryKey = (slug: string) => getGetProductDetailsQueryKey(slug);

/** The product for a list that says each line's failure in full, so the app toasts nothing (`extra`: more options). */
export const quietProductDetailsQueryOptions = (slug: string, extra?: { retry?: false }) =>
  getGetProductDetailsQueryOptions(slug, { query: { meta: { errorToast: 'never' }, ...extra } });

/** The product's answer read once, outside the query cache (a watched product's re-check, at most once a day). */
export const fetchProductDetails = (slug: string) => getProductDetails(slug);

export function useProductDetails(slug: string) {
  return useQuery(productDetailsQueryOptions(slug));
}

/**
 * Records one view per product page visit; a failure is ignored silently (spec §8). Its answer is the refreshed
 * recently viewed list, which becomes the list every recently viewed row shows (even once the page is left).
 * The request waits until the page has loaded and the browser is idle: it is bookkeeping, not the page, and
 * starting it from the mount effect put it (request, validator load) in the task that shows the product. A page left before that moment (a bounce
 * within the first second or so) is not counted: sending the view on the way out instead would fire a request
 * after its page is gone (in the unit tests, into the next test's handlers).
 */
function useRecordViewOnce(slug: string | undefined) {
  const queryClient = useQueryClient();
  const record = useRecordProductView({
    mutation: {
      meta: { errorToast: 'never' },
      onSuccess: (answer) => rememberRecentlyViewed(queryClient, answer.viewProduct),
    },
  });
  const recorded = useRef<string | null>(null);
  const { mutate } = record;
  useEffect(() => {
    if (!slug || recorded.current === slug) return;
    return whenIdleAfterLoad(() => {
      recorded.current = slug;
      mutate({ data: { product_slug: slug } }, { onError: () => undefined });
    });
  }, [slug, mutate]);
}

/**
 * The product page's view, recorded once (`useRecordViewOnce`) by a component of its own that renders nothing: the
 * mutation's state (pending, then done) re-renders whoever holds it, and from the page itself that was the whole
 * page, twice, each in one piece (≈ 115 ms at 4× CPU on a phone, just after the page became interactive).
 */
export function ProductViewRecorder({ slug }: { slug: string | undefined }): null {
  useRecordViewOnce(slug);
  return null;
}

/** Stock, price and SKU of a colour + attribute values combination. */
export const useVariantLookup = () => useFindProductVariant();

/** Adds to the cart (the answer becomes the cart cache, so the header count follows) and reads the cart's trx id. */
export function useAddToCartFromPage() {
  return { mutation: useAddToCartKeepingCount(), trxId: useCartTrxId() };
}
