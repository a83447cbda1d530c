// The "All sellers" directory's list: shops a page at a time, merged by id (lib/pagination), in one of the
// backend's orders; a name search asks for pages as large as the contract allows.
import { getAllSellers, getGetAllSellersQueryKey } from '@/api-generated/endpoints/shops/shops';
import type { GetAllSellersParams, GetAllSellersResponse } from '@/api-generated/model';
import { paginatorPage, type PagedList } from '@/lib/pagination';

/** As the other directories: kept five minutes. */
const DIRECTORY_STALE_MS = 5 * 60_000;
/** Shops per page (the backend's default for the "All sellers" page). */
export const SHOPS_PER_PAGE = 12;
/**
 * The contract has no name search for shops: while a name is searched, pages are as large as the contract allows,
 * so the search covers every shop of a normal marketplace in one request.
 */
export const SHOPS_PER_SEARCH_PAGE = 100;

export type ShopSort = NonNullable<GetAllSellersParams['sort']>;
export const SHOP_SORTS = [
  'newest',
  'oldest',
  'top_rated',
  'top_selling',
] as const satisfies readonly ShopSort[];

export const sellerList = ({ sort, searching }: { sort: ShopSort; searching: boolean }) => {
  const paginate = searching ? SHOPS_PER_SEARCH_PAGE : SHOPS_PER_PAGE;
  return {
    queryKey: getGetAllSellersQueryKey({ sort, paginate }),
    fetchPage: (page, signal) => getAllSellers({ page, sort, paginate }, { signal }),
    // `[]` means the seller system is off: no shops, no next page.
    toPage: (answer) =>
      Array.isArray(answer.sellers) ? { items: [], next: undefined } : paginatorPage(answer.sellers),
    staleTime: DIRECTORY_STALE_MS,
  } satisfies PagedList<GetAllSellersResponse, unknown>;
};
