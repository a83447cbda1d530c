// What a product card's buttons do on the listing. The backend answers add-to-cart with the whole cart, which
// becomes the cart query's data (the header count follows); compare and wishlist answer with new counts, which
// update the start data the header reads. Compare and wishlist are state changes the backend exposes as GETs, so
// they run as mutations over the generated request functions rather than as cached queries.
import { useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, useAddToCart } from '@/api-generated/endpoints/cart/cart';
import type { GetCartResponse } from '@/api-generated/model';
import { useStorefront } from '@/lib/storefront';

export function useCardAddToCart() {
  const queryClient = useQueryClient();
  return useAddToCart({
    mutation: { onSuccess: (cart) => queryClient.setQueryData(getGetCartQueryKey(), cart) },
  });
}

/** Reads the cart's transaction id when adding: a line already in the cart, else the session's walk-in id. */
export function useCartTrxId(): () => string | null {
  const queryClient = useQueryClient();
  const { start } = useStorefront();
  return () => {
    const cart = queryClient.getQueryData<GetCartResponse>(getGetCartQueryKey());
    return cart?.carts[0]?.trx_id ?? start.carts[0]?.trx_id ?? start.trx_id ?? null;
  };
}

export { useCompareProduct, useToggleWishlist } from '@/lib/storefront/saved-products';
