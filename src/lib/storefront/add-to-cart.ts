// Adding to the cart from anywhere (product cards, the product page, the quick view): the backend answers with the
// whole cart, which becomes the cart query's data, so the header count follows without another request.
import { useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, useAddToCart } from '@/api-generated/endpoints/cart/cart';
import type { GetCartResponse } from '@/api-generated/model';
import { useStorefront } from './use-storefront';

export function useAddToCartKeepingCount() {
  const queryClient = useQueryClient();
  return useAddToCart({
    mutation: { onSuccess: (cart) => queryClient.setQueryData(getGetCartQueryKey(), cart) },
  });
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
