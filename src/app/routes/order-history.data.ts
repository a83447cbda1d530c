import { orderHistoryQueries } from '@/features/orders/api/order-queries';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/order-history?page=N`: the page of orders the URL names (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }, { request }) => {
  if (await isSignedIn(queryClient)) {
    const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
    await settled(
      queryClient.ensureQueryData({ ...orderHistoryQueries(page).history, meta: { errorToast: false } }),
    );
  }
  return null;
};
