import { dashboardQueries } from '@/features/account/api/dashboard';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/dashboard`: the account's figures and the latest orders (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    const queries = dashboardQueries();
    await Promise.all([
      settled(queryClient.ensureQueryData(queries.account)),
      settled(queryClient.ensureQueryData(queries.recentOrders)),
    ]);
  }
  return null;
};
