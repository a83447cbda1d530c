import { voucherList } from '@/features/account/api/vouchers';
import { pagedListOptions } from '@/lib/pagination';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** the first page of valid coupons (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.ensureInfiniteQueryData(pagedListOptions(voucherList())));
  }
  return null;
};
