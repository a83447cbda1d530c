// The dashboard's data, in one place so a route loader can prefetch exactly these queries: the account
// (check-auth: user with wallet balance, reward points) and the latest orders.
import { getCheckAuthQueryOptions } from '@/api-generated/endpoints/auth/auth';
import { getGetRecentOrdersQueryOptions } from '@/api-generated/endpoints/orders/orders';

export const dashboardQueries = () => ({
  account: getCheckAuthQueryOptions(),
  recentOrders: getGetRecentOrdersQueryOptions(),
});
