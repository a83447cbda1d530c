import { accountCheckQueryOptions } from '@/domain/session';
import { followedShopList } from '@/domain/shops';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the first page of followed shops and the account navigation's check-auth (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.ensureInfiniteQueryData(pagedListOptions(followedShopList()))),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
