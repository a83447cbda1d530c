import { notificationList } from '@/features/account/api/notifications';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the first page of notifications (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.ensureInfiniteQueryData(pagedListOptions(notificationList())));
  }
  return null;
};
