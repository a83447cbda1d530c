// Adding to the cart from anywhere (product cards, the product page, the quick view): the backend answers with the
// whole cart, which becomes the cart query's data, so the header count follows without another request.
// Offline, the add pauses and is sent once when the connection returns, even after a reload (cart-changes.ts).
// One shopper intent is one request with one Idempotency-Key (R8): a second click while the add is on its way
// sends nothing (the backend ignores the key, so the client must not send twice), and a retry of the same add
// after its outcome was lost sends the same key.
import { useRef } from 'react';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import type { AddToCartRequest, GetCartResponse } from '@/api-generated/model';
import { outcomeUnknown, useOneAtATime } from '@/lib/one-intent';
import { useStorefront } from '@/lib/session';
import {
  CART_ADD_KEY,
  CART_MUTATION_SCOPE,
  addFn,
  newChangeKey,
  settleCart,
  type AddVariables,
} from './cart-changes';

/** `meta.errorToast: 'never'` when the caller says every failure itself (buy again lists them per line). */
export function useAddToCartKeepingCount({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: CART_ADD_KEY,
    ...(meta ? { meta } : {}),
    mutationFn: (variables: AddVariables) => addFn(variables),
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => settleCart(queryClient, cart),
  });
  /** The last add whose outcome is not known to have been refused or applied, and its key. */
  const intent = useRef<{ request: string; key: string } | null>(null);
  const { mutateAsync } = mutation;
  const add = useOneAtATime(
    (variables: { data: AddToCartRequest }, options?: Parameters<typeof mutateAsync>[1]) => {
      const request = JSON.stringify(variables.data);
      if (intent.current?.request !== request) intent.current = { request, key: newChangeKey() };
      const sent = intent.current;
      const call = mutateAsync({ data: variables.data, idempotencyKey: sent.key }, options);
      call.then(
        () => {
          if (intent.current === sent) intent.current = null; // done: the next add is a new intent
        },
        (error: unknown) => {
          if (intent.current === sent && !outcomeUnknown(error)) intent.current = null;
        },
      );
      return call;
    },
  );
  return {
    ...mutation,
    mutate: (variables: { data: AddToCartRequest }, options?: Parameters<typeof mutateAsync>[1]) => {
      add(variables, options).catch(() => undefined); // failures reach `options.onError` and the app's toasts
    },
    mutateAsync: add,
  };
}

/**
 * Reads the cart's transaction id when adding: that of a line already in the cart (what the backend reads,
 * backend-api §2.10), else null — the server then uses the session's own cart.
 */
export function useCartTrxId(): () => string | null {
  const queryClient = useQueryClient();
  const { start } = useStorefront();
  return () => {
    const cart = queryClient.getQueryData<GetCartResponse>(getGetCartQueryKey());
    return cart?.carts[0]?.trx_id ?? start.carts[0]?.trx_id ?? null;
  };
}
