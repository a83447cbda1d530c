import { walletHistoryList, walletQueries } from '@/features/account/api/wallet';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/my-wallet`: the recharge setup and the first page of the history (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.ensureQueryData(walletQueries().setup)),
      settled(queryClient.ensureInfiniteQueryData(pagedListOptions(walletHistoryList()))),
    ]);
  }
  return null;
};
