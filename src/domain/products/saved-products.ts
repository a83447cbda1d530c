// Compare and wishlist from any product card or page. Both are state changes the backend exposes as GETs, so they
// run as mutations over the generated request functions; the new counts go into the start data the header reads.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToCompare, removeFromCompare } from '@/api-generated/endpoints/compare/compare';
import { startDataQueryKey } from '@/lib/start-data';
import { addToWishlist, removeFromWishlist } from '@/api-generated/endpoints/wishlist/wishlist';
import type { StartProps } from '@/lib/start-data';

const patchStartData = (patch: Partial<StartProps>) => (old: StartProps | undefined) =>
  old ? { ...old, ...patch } : old;

/** Stores a compare-list count that arrived with an add/remove answer (the header reads it from start data). */
export function storeCompareCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData(startDataQueryKey(), patchStartData({ compare_list: count }));
}

/** Adds a product to the compare list (a GET in the backend, hence wrapped as a mutation). */
export function useCompareProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addToCompare'],
    mutationFn: (productId: number) => addToCompare(productId),
    onSuccess: (answer) => storeCompareCount(queryClient, answer.compare_list),
  });
}

/** Removes a product from the compare list. */
export function useRemoveFromCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['removeFromCompare'],
    mutationFn: (productId: number) => removeFromCompare(productId),
    onSuccess: (answer) => storeCompareCount(queryClient, answer.compare_list),
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
      queryClient.setQueryData(startDataQueryKey(), patchStartData({ wishlists: count })),
  });
}
