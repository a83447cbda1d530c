import { accountCheckQueryOptions } from '@/domain/session';
import { walletHistoryList, walletQueries } from '@/features/account/api/wallet';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/my-wallet`: recharge setup, the history's first page, the navigation's check-auth (signed in only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.ensureQueryData(walletQueries().setup)),
      settled(queryClient.ensureInfiniteQueryData(pagedListOptions(walletHistoryList()))),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
