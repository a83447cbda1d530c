// The coupons a signed-in shopper may use now (`GET /user/coupons`), page after page.
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
