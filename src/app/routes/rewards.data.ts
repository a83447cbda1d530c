import { rewardHistoryList } from '@/features/account/api/rewards';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the points and the first page of their history (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.ensureInfiniteQueryData(pagedListOptions(rewardHistoryList())));
  }
  return null;
};
