import { followedShopList } from '@/features/account/api/followed-shops';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the first page of followed shops (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.ensureInfiniteQueryData(pagedListOptions(followedShopList())));
  }
  return null;
};
