// The cart as one query (key: GET /cart/list), shared by the header badge and the cart page.
//
// Product decisions:
// - `GET /cart/list` deletes the cart's unconfirmed orders on the server, so only the cart page fetches it (on
//   mount). Everywhere else the query is disabled and seeded from the start data's `carts`.
// - Every cart and coupon answer is the whole cart state: it is written into this cache, never refetched.
// - Steps and removals show at once (optimistic) and are undone one by one when their request fails, with one
//   message saying the cart was put back; the server's answer is written only when no other cart change is still
//   on its way, so a queued step never flickers back.
// - Cart mutations share one scope, so steps and removals reach the server one after another, in order.
// - Offline, changes pause (shown at once, optimistic) and are sent once when the connection returns, with the
//   Idempotency-Key chosen when the shopper acted; they survive a reload (offline-cart-queue).
//   Their keys and functions live in cart-changes, where the restored ones find them.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, getGetCartQueryOptions } from '@/api-generated/endpoints/cart/cart';
import {
  getApplyCouponMutationOptions,
  getRemoveCouponMutationOptions,
} from '@/api-generated/endpoints/coupons/coupons';
import { startDataQueryKey } from '@/lib/start-data';
import type { CartLineOutput, CartStateOutput } from '@/api-generated/model';
import type { StartProps } from '@/lib/start-data';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
// By its path, not the '@/ui' barrel: the cart's face is reached early on the first route, and the barrel would
// move the shared UI modules ahead in its chunk (a bigger first route once compressed).
import { errorMessage } from '@/ui/error-message';
import {
  CART_MUTATION_SCOPE,
  CART_REMOVE_KEY,
  CART_STEP_KEY,
  removeFn,
  settleCart,
  stepFn,
  type RemoveVariables,
  type StepVariables,
} from './cart-changes';

export type CartState = Pick<CartStateOutput, 'carts' | 'checkouts' | 'coupons'>;

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
  queryClient.getQueryState(startDataQueryKey())?.dataUpdatedAt ?? 0;

/**
 * The start data's `carts` each cart cache last followed. Kept per cache, not per component: a header mounted
 * again after a sign-out may find a cart seeded from the old session's start data, which it must still replace.
 */
const followedStartCarts = new WeakMap<QueryClient, CartLineOutput[]>();

/**
 * When the start data brings different cart lines (a refetch after sign-in, which merges the guest cart, or
 * after sign-out), they replace the cached lines; the groups and coupons stay until the cart page loads them
 * again. Patches of other start-data fields (counts) keep the same `carts` array, and refetches keep it too when
 * it did not change (structural sharing), so only a real change reaches the cache.
 */
function useFollowStartData() {
  const queryClient = useQueryClient();
  const { start } = useStorefront();
  useEffect(() => {
    const followed = followedStartCarts.get(queryClient);
    followedStartCarts.set(queryClient, start.carts);
    // The first start data seeds the cache (initial data); nothing to follow yet.
    if (followed === undefined || followed === start.carts) return;
    const cached = queryClient.getQueryData<CartState>(getGetCartQueryKey());
    if (!cached || cached.carts === start.carts) return;
    writeCart(queryClient, { ...cached, carts: start.carts });
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

/** The quantity a +1/−1 step leads to, as the server decides it: never below the minimum nor above the stock. */
export function steppedQuantity(
  line: Pick<CartLineOutput, 'quantity' | 'min_quantity' | 'current_stock'>,
  delta: 1 | -1,
) {
  const next = line.quantity + delta;
  if (delta < 0 && next < Math.max(1, line.min_quantity)) return line.quantity;
  if (delta > 0 && next > line.current_stock) return line.quantity;
  return next;
}

const patchLines = (queryClient: QueryClient, patch: (lines: CartLineOutput[]) => CartLineOutput[]): void => {
  queryClient.setQueryData<CartState>(getGetCartQueryKey(), (previous) =>
    previous ? { ...previous, carts: patch(previous.carts) } : previous,
  );
};

/**
 * Shared by the optimistic cart changes: the answer is written once the last queued change has answered, and a
 * failure undoes only its own change and says so in one message (the app's generic error toast is silenced).
 */
function useOptimisticCartChange() {
  const queryClient = useQueryClient();
  const t = useT();
  const { toast } = useToast();
  return {
    queryClient,
    settle: (state: CartState) => settleCart(queryClient, state),
    failed: (error: unknown, undo: () => void) => {
      undo();
      const reason = errorMessage(error, t);
      toast({
        tone: 'error',
        title: toastTitle('error', t),
        description: `${reason ? `${reason} ` : ''}${t('Your cart was put back as it was.')}`,
      });
    },
  };
}

/** Steps a line's quantity by +1 or −1 (`{ data: { id, quantity }, idempotencyKey }`), shown before the answer. */
export function useUpdateCartLine() {
  const change = useOptimisticCartChange();
  return useMutation({
    mutationKey: CART_STEP_KEY,
    mutationFn: (variables: StepVariables) => stepFn(variables),
    scope: CART_MUTATION_SCOPE,
    // Its own toast says the failure, the server's words included, and that the cart was put back.
    meta: { errorToast: 'never' },
    onMutate: async ({ data }: StepVariables) => {
      await change.queryClient.cancelQueries({ queryKey: getGetCartQueryKey() });
      const delta: 1 | -1 = data.quantity > 0 ? 1 : -1;
      let applied = false;
      patchLines(change.queryClient, (lines) =>
        lines.map((line) => {
          if (line.id !== data.id) return line;
          const quantity = steppedQuantity(line, delta);
          applied = quantity !== line.quantity;
          return { ...line, quantity };
        }),
      );
      return { delta, applied };
    },
    onSuccess: (state) => change.settle(state),
    onError: (error, { data }, context) =>
      change.failed(error, () => {
        if (!context?.applied) return;
        patchLines(change.queryClient, (lines) =>
          lines.map((line) =>
            line.id === data.id ? { ...line, quantity: line.quantity - context.delta } : line,
          ),
        );
      }),
  });
}

/** Removes a line by its id (`{ id, idempotencyKey }`; the endpoint is a GET, wrapped as a mutation); it goes at once. */
export function useDeleteCartLine() {
  const change = useOptimisticCartChange();
  return useMutation({
    mutationKey: CART_REMOVE_KEY,
    mutationFn: (variables: RemoveVariables) => removeFn(variables),
    scope: CART_MUTATION_SCOPE,
    // Its own toast says the failure, the server's words included, and that the cart was put back.
    meta: { errorToast: 'never' },
    onMutate: async ({ id: cartLineId }: RemoveVariables) => {
      await change.queryClient.cancelQueries({ queryKey: getGetCartQueryKey() });
      const lines = change.queryClient.getQueryData<CartState>(getGetCartQueryKey())?.carts ?? [];
      const index = lines.findIndex((line) => line.id === cartLineId);
      const removed = lines[index];
      patchLines(change.queryClient, (current) => current.filter((line) => line.id !== cartLineId));
      return { removed, index };
    },
    onSuccess: (state) => change.settle(state),
    onError: (error, _id, context) =>
      change.failed(error, () => {
        const removed = context?.removed;
        if (!removed) return;
        patchLines(change.queryClient, (current) => {
          if (current.some((line) => line.id === removed.id)) return current;
          const next = [...current];
          next.splice(Math.min(context.index, next.length), 0, removed);
          return next;
        });
      }),
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

/**
 * After checkout confirms its orders the cart has changed on the server: the cached cart is marked stale, not
 * refetched (only the cart page fetches `GET /cart/list`, above); the cart page reads it again on its next visit.
 */
export const markCartStale = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getGetCartQueryKey(), refetchType: 'none' });

/** A completed order empties the cart: its answer is written, not fetched. */
export const emptyCart = (queryClient: QueryClient) =>
  writeCart(queryClient, { carts: [], checkouts: [], coupons: [] });
