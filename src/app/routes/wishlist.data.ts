import { wishlistList } from '@/features/wishlist/api/wishlist';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/wishlist`: the first page of the wishlist (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.ensureInfiniteQueryData(pagedListOptions(wishlistList())));
  }
  return null;
};
