// The queries of the three directory screens, built in one place per screen so a route loader can prefetch
// exactly what the screen reads. Brands and shops come a page at a time and merge by id (lib/pagination).
import {
  getAllBrands,
  getGetAllBrandsQueryKey,
  getGetAllCategoriesQueryOptions,
} from '@/api-generated/endpoints/catalogue/catalogue';
import { getGetSidebarCategoriesQueryOptions } from '@/api-generated/endpoints/settings/settings';
import { getAllSellers, getGetAllSellersQueryKey } from '@/api-generated/endpoints/shops/shops';
import type { GetAllBrandsResponse, GetAllSellersParams, GetAllSellersResponse } from '@/api-generated/model';
import { paginatorPage, type PagedList } from '@/lib/pagination';

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

export const categoriesQueries = () => ({
  /** Every root category with its children and pictures. */
  categories: getGetAllCategoriesQueryOptions({ query: { staleTime: DIRECTORY_STALE_MS } }),
  /** The menu tree, which carries the third level. */
  tree: getGetSidebarCategoriesQueryOptions({ query: { staleTime: DIRECTORY_STALE_MS } }),
});

export const brandList = () =>
  ({
    queryKey: getGetAllBrandsQueryKey(),
    fetchPage: (page, signal) => getAllBrands({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.brands),
    staleTime: DIRECTORY_STALE_MS,
  }) satisfies PagedList<GetAllBrandsResponse, unknown>;

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
