// The coupons a signed-in shopper may use now (`GET /user/coupons`, the gift voucher page), page after page. The
// coupons endpoints are the cart's (cart-state applies and removes them), so this list lives beside them.
import {
  getAvailableCoupons,
  getGetAvailableCouponsQueryKey,
} from '@/api-generated/endpoints/coupons/coupons';
import type { GetAvailableCouponsResponse } from '@/api-generated/model';
import { flaggedPage, usePagedList, type PagedList } from '@/lib/pagination';

export const voucherQueries = () => ({ listKey: getGetAvailableCouponsQueryKey() });

export const voucherList = () =>
  ({
    queryKey: voucherQueries().listKey,
    fetchPage: (page, signal) => getAvailableCoupons({ page }, { signal }),
    toPage: (answer, page) => flaggedPage(answer.coupons.data, answer.coupons.next_page_url !== null, page),
  }) satisfies PagedList<GetAvailableCouponsResponse, unknown>;

export const useVouchers = () => usePagedList(voucherList());
