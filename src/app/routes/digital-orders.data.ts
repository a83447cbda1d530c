import { digitalOrderList } from '@/features/account/api/digital-orders';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the first page of downloads (fresh links) (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.ensureInfiniteQueryData(pagedListOptions(digitalOrderList())));
  }
  return null;
};
