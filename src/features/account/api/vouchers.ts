// The coupons a signed-in shopper may use now (`GET /user/coupons`), page after page.
import {
  getAvailableCoupons,
  getGetAvailableCouponsQueryKey,
} from '@/api-generated/endpoints/coupons/coupons';
import type { GetAvailableCouponsResponse } from '@/api-generated/model';
import { usePagedList } from './paged-list';

export const voucherQueries = () => ({ listKey: getGetAvailableCouponsQueryKey() });

export const useVouchers = () =>
  usePagedList({
    queryKey: voucherQueries().listKey,
    fetchPage: (page, signal) => getAvailableCoupons({ page }, { signal }),
    toPage: (answer: GetAvailableCouponsResponse) => ({
      items: answer.coupons.data,
      hasMore: answer.coupons.next_page_url !== null,
    }),
  });
