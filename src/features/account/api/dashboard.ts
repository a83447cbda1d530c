// The dashboard's data, in one place so a route loader can prefetch exactly these queries: the account
// (check-auth: user with wallet balance, reward points) and the latest orders.
import { recentOrdersQueryOptions } from '@/domain/orders';
import { accountCheckQueryOptions } from '@/domain/session';

export const dashboardQueries = () => ({
  account: accountCheckQueryOptions(),
  recentOrders: recentOrdersQueryOptions(),
});
