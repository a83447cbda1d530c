// What a product card's buttons do on the listing. The backend answers add-to-cart with the whole cart, which
// becomes the cart query's data (the header count follows); compare and wishlist answer with new counts, which
// update the start data the header reads. Compare and wishlist are state changes the backend exposes as GETs, so
// they run as mutations over the generated request functions rather than as cached queries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, useAddToCart } from '@/api-generated/endpoints/cart/cart';
import { addToCompare } from '@/api-generated/endpoints/compare/compare';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/settings/settings';
import { addToWishlist, removeFromWishlist } from '@/api-generated/endpoints/wishlist/wishlist';
import type { GetCartResponse, StartDataOutput } from '@/api-generated/model';
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

const patchStartData = (patch: Partial<StartDataOutput>) => (old: StartDataOutput | undefined) =>
  old ? { ...old, ...patch } : old;

export function useCompareProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => addToCompare(productId),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        getGetStartDataQueryKey(),
        patchStartData({ compare_list: answer.compare_list }),
      ),
  });
}

/** Adds or removes (by product id) and returns the new count and the server's message. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, saved }: { productId: number; saved: boolean }) => {
      if (saved) {
        const answer = await removeFromWishlist(productId);
        return { count: answer.totalWishlist, saved: false, success: answer.success };
      }
      const answer = await addToWishlist(productId);
      return { count: answer.wishlists, saved: true, success: answer.success };
    },
    onSuccess: ({ count }) =>
      queryClient.setQueryData(getGetStartDataQueryKey(), patchStartData({ wishlists: count })),
  });
}
