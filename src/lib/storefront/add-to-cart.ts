// Adding to the cart from anywhere (product cards, the product page, the quick view): the backend answers with the
// whole cart, which becomes the cart query's data, so the header count follows without another request.
// Offline, the add pauses and is sent once when the connection returns, even after a reload (cart-changes.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import type { AddToCartRequest, GetCartResponse } from '@/api-generated/model';
import { useStorefront } from './use-storefront';
import {
  CART_ADD_KEY,
  CART_MUTATION_SCOPE,
  addFn,
  newChangeKey,
  settleCart,
  type AddVariables,
} from './cart-changes';

export function useAddToCartKeepingCount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: CART_ADD_KEY,
    mutationFn: (variables: AddVariables) => addFn(variables),
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => settleCart(queryClient, cart),
  });
  /** Each call is one change with its own Idempotency-Key, kept if it has to wait for the connection. */
  const withKey = ({ data }: { data: AddToCartRequest }): AddVariables => ({
    data,
    idempotencyKey: newChangeKey(),
  });
  return {
    ...mutation,
    mutate: (variables: { data: AddToCartRequest }, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate(withKey(variables), options),
    mutateAsync: (
      variables: { data: AddToCartRequest },
      options?: Parameters<typeof mutation.mutateAsync>[1],
    ) => mutation.mutateAsync(withKey(variables), options),
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
