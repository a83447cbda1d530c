import { accountCheckQueryOptions } from '@/domain/session';
import { wishlistList } from '@/domain/products';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/wishlist`: the wishlist's first page and the navigation's check-auth (signed in only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.ensureInfiniteQueryData(pagedListOptions(wishlistList()))),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
