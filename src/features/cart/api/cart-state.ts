// The cart as one query (key: GET /cart/list), shared by the header badge and the cart page.
//
// Product decisions:
// - `GET /cart/list` deletes the cart's unconfirmed orders on the server, so only the cart page fetches it (on
//   mount). Everywhere else the query is disabled and seeded from the start data's `carts`.
// - Every cart and coupon answer is the whole cart state: it is written into this cache, never refetched.
// - Nothing is written optimistically: a failed request leaves the cart as it was (the client shows the error).
// - Cart mutations share one scope, so steps and removals reach the server one after another, in order.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import {
  deleteCartLine,
  getGetCartQueryKey,
  getGetCartQueryOptions,
  getUpdateCartLineMutationOptions,
} from '@/api-generated/endpoints/cart/cart';
import {
  getApplyCouponMutationOptions,
  getRemoveCouponMutationOptions,
} from '@/api-generated/endpoints/coupons/coupons';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/settings/settings';
import type { CartStateOutput } from '@/api-generated/model';
import type { StartProps } from '@/lib/start-data';
import { useStorefront } from '@/lib/storefront';

export type CartState = Pick<CartStateOutput, 'carts' | 'checkouts' | 'coupons'>;

const CART_MUTATION_SCOPE = { id: 'cart' };

export const cartFromStartData = (start: Pick<StartProps, 'carts'>): CartState => ({
  carts: start.carts,
  checkouts: [],
  coupons: [],
});

/** Keeps the cart keys only (answers also carry `success`). */
const toCartState = ({ carts, checkouts, coupons }: CartState): CartState => ({ carts, checkouts, coupons });

const writeCart = (queryClient: QueryClient, state: CartState) =>
  queryClient.setQueryData<CartState>(getGetCartQueryKey(), toCartState(state));

const startDataUpdatedAt = (queryClient: QueryClient) =>
  queryClient.getQueryState(getGetStartDataQueryKey())?.dataUpdatedAt ?? 0;

/**
 * When the start data brings different cart lines (a refetch after sign-in, which merges the guest cart), they
 * replace the cached lines; the groups and coupons stay until the cart page loads them again. Patches of other
 * start-data fields (counts) keep the same `carts` array, and refetches keep it too when it did not change
 * (structural sharing), so only a real change reaches the cache.
 */
function useFollowStartData() {
  const queryClient = useQueryClient();
  const { start } = useStorefront();
  const seen = useRef(start.carts);
  useEffect(() => {
    if (seen.current === start.carts) return;
    seen.current = start.carts;
    queryClient.setQueryData<CartState>(getGetCartQueryKey(), (previous) =>
      previous ? { ...toCartState(previous), carts: start.carts } : undefined,
    );
  }, [queryClient, start.carts]);
}

/**
 * A cart page visit loads `GET /cart/list` once: the route loader fetches it with the navigation, so the screen
 * refetches on mount unless the cache holds an answer that recent (it does not when rendered without the loader,
 * in tests and stories, or when only the start data seeded it: initial data counts no update).
 */
const CART_VISIT_FRESH_MS = 2_000;

const refetchUnlessJustLoaded = (query: Query<CartState, Error>) =>
  query.state.dataUpdateCount === 0 || Date.now() - query.state.dataUpdatedAt > CART_VISIT_FRESH_MS
    ? ('always' as const)
    : false;

/** The cart page's request, as the route loader starts it (always a fresh load: the visit wants its side effect). */
export const cartPageQueryOptions = () =>
  getGetCartQueryOptions({ query: { staleTime: 0, meta: { errorToast: false } } });

function useCartQuery(fetchOnMount: boolean) {
  const queryClient = useQueryClient();
  const { start } = useStorefront();
  useFollowStartData();
  return useQuery(
    getGetCartQueryOptions({
      query: {
        initialData: () => cartFromStartData(start),
        initialDataUpdatedAt: () => startDataUpdatedAt(queryClient),
        staleTime: Infinity,
        enabled: fetchOnMount,
        refetchOnMount: fetchOnMount ? refetchUnlessJustLoaded : false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // The cart page shows its own error state for a failed load.
        meta: { errorToast: false },
      },
    }),
  );
}

/** The cart from the cache, never fetched: for the header and anything but the cart page. */
export const useCartState = () => useCartQuery(false);

/** The cart page's view: `GET /cart/list` once per visit (its side effect is wanted there). */
export const useCartPageState = () => useCartQuery(true);

/** Steps a line's quantity by +1 or −1 (`{ data: { id, quantity } }`). */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation(
    getUpdateCartLineMutationOptions({
      mutation: { scope: CART_MUTATION_SCOPE, onSuccess: (state) => writeCart(queryClient, state) },
    }),
  );
}

/** Removes a line by its id. The endpoint is a GET, so it is wrapped as a mutation here. */
export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deleteCartLine'],
    mutationFn: (cartLineId: number) => deleteCartLine(cartLineId),
    scope: CART_MUTATION_SCOPE,
    onSuccess: (state) => writeCart(queryClient, state),
  });
}

/** Applies a coupon code to the cart (`{ data: { coupon_code, trx_id } }`). */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation(
    getApplyCouponMutationOptions({
      mutation: { scope: CART_MUTATION_SCOPE, onSuccess: (state) => writeCart(queryClient, state) },
    }),
  );
}

/** Removes an applied coupon (`{ data: { trx_id, coupon_id } }`). */
export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation(
    getRemoveCouponMutationOptions({
      mutation: { scope: CART_MUTATION_SCOPE, onSuccess: (state) => writeCart(queryClient, state) },
    }),
  );
}
