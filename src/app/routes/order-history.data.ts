import { accountCheckQueryOptions } from '@/domain/session';
import { orderHistoryQueries } from '@/domain/orders';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/order-history?page=N`: the URL's page of orders, the navigation's check-auth (signed in only). */
export const loader: RouteLoader = async ({ queryClient }, { request }) => {
  if (await isSignedIn(queryClient)) {
    const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
    await Promise.all([
      settled(
        queryClient.ensureQueryData({ ...orderHistoryQueries(page).history, meta: { errorToast: false } }),
      ),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
