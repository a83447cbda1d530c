import { accountCheckQueryOptions } from '@/domain/session';
import { voucherList } from '@/domain/cart';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the first page of valid coupons and the account navigation's check-auth (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.ensureInfiniteQueryData(pagedListOptions(voucherList()))),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
