// The signed-in shopper's wishlist (`GET /user/wishlists`, ten a page, merged by id). Removing goes through the
// storefront's wishlist action (which keeps the header's count) and reloads the list.
import { useQueryClient } from '@tanstack/react-query';
import { getGetWishlistQueryKey, getWishlist } from '@/api-generated/endpoints/wishlist/wishlist';
import type { GetWishlistResponse } from '@/api-generated/model';
import { nextPageOf, usePagedList, type PagedList } from '@/lib/pagination';
import { useToggleWishlist } from './saved-products';

export const wishlistList = () =>
  ({
    queryKey: getGetWishlistQueryKey(),
    fetchPage: (page, signal) => getWishlist({ page }, { signal }),
    toPage: (answer) => ({ items: answer.wishlist.data, next: nextPageOf(answer.wishlist) }),
  }) satisfies PagedList<GetWishlistResponse, unknown>;

export const useWishlist = () => usePagedList(wishlistList());

/** Removes a product (by product id) from the wishlist, then reloads the list. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const toggle = useToggleWishlist();
  return {
    isPending: toggle.isPending,
    remove: (
      productId: number,
      callbacks: { onSuccess: (message: string | undefined) => void; onError: () => void },
    ) =>
      toggle.mutate(
        { productId, saved: true },
        {
          onSuccess: (answer) => {
            callbacks.onSuccess(answer.success);
            void queryClient.invalidateQueries({ queryKey: getGetWishlistQueryKey() });
          },
          onError: callbacks.onError,
        },
      ),
  };
}
