// The queries of the three directory screens, built in one place per screen so a route loader can prefetch
// exactly what the screen reads. Brands and shops come a page at a time and merge by id (lib/pagination).
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  getAllBrands,
  getGetAllBrandsQueryKey,
  getGetAllCategoriesQueryOptions,
} from '@/api-generated/endpoints/catalogue/catalogue';
import { getGetSidebarCategoriesQueryOptions } from '@/api-generated/endpoints/settings/settings';
import { getAllSellers, getGetAllSellersQueryKey } from '@/api-generated/endpoints/shops/shops';
import type { GetAllSellersParams } from '@/api-generated/model';
import { nextPageOf } from '@/lib/pagination';

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

export const brandsQueries = () => ({
  brands: infiniteQueryOptions({
    queryKey: [...getGetAllBrandsQueryKey(), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getAllBrands({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.brands),
    staleTime: DIRECTORY_STALE_MS,
  }),
});

export const sellersQueries = ({ sort, searching }: { sort: ShopSort; searching: boolean }) => {
  const paginate = searching ? SHOPS_PER_SEARCH_PAGE : SHOPS_PER_PAGE;
  return {
    sellers: infiniteQueryOptions({
      queryKey: [...getGetAllSellersQueryKey({ sort, paginate }), 'pages'] as const,
      queryFn: ({ pageParam, signal }) => getAllSellers({ page: pageParam, sort, paginate }, { signal }),
      initialPageParam: 1,
      // `[]` means the seller system is off: there is no next page.
      getNextPageParam: (last) => (Array.isArray(last.sellers) ? undefined : nextPageOf(last.sellers)),
      staleTime: DIRECTORY_STALE_MS,
    }),
  };
};
