// Today's deals and the flash sale: the catalogue's discounted products, a page at a time, merged by id
// (lib/pagination). The campaign screens keep their lists as fresh (features/campaigns).
import {
  getDailyDeals,
  getFlashSaleProducts,
  getGetDailyDealsQueryKey,
  getGetFlashSaleProductsQueryKey,
} from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetDailyDealsResponse, GetFlashSaleProductsResponse } from '@/api-generated/model';
import { paginatorPage, type PagedList } from '@/lib/pagination';

/** Prices change when a deal starts or ends: keep them fresh. */
export const DEALS_STALE_MS = 30_000;
const DAILY_DEALS_PER_PAGE = 12;

export const dailyDealList = () =>
  ({
    queryKey: getGetDailyDealsQueryKey(),
    fetchPage: (page, signal) => getDailyDeals({ page, paginate: DAILY_DEALS_PER_PAGE }, { signal }),
    toPage: (answer) => paginatorPage(answer.products),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetDailyDealsResponse, unknown>;

export const flashSaleList = () =>
  ({
    queryKey: getGetFlashSaleProductsQueryKey(),
    fetchPage: (page, signal) => getFlashSaleProducts({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.products),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetFlashSaleProductsResponse, unknown>;
