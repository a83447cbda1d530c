import { accountCheckQueryOptions } from '@/domain/session';
import { rewardHistoryList } from '@/features/account/api/rewards';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the points, the first page of their history, the navigation's check-auth (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.ensureInfiniteQueryData(pagedListOptions(rewardHistoryList()))),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
