// The queries of the categories and brands directories, built in one place per screen so a route loader can
// prefetch exactly what the screen reads. Brands come a page at a time and merge by id (lib/pagination). The "All
// sellers" directory's list is the shops word's (domain/shops, seller-list.ts).
import {
  getAllBrands,
  getGetAllBrandsQueryKey,
  getGetAllCategoriesQueryOptions,
} from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetAllBrandsResponse } from '@/api-generated/model';
import { categoryTreeQueryOptions } from '@/domain/settings';
import { paginatorPage, type PagedList } from '@/lib/pagination';

const DIRECTORY_STALE_MS = 5 * 60_000;

export const categoriesQueries = () => ({
  /** Every root category with its children and pictures. */
  categories: getGetAllCategoriesQueryOptions({ query: { staleTime: DIRECTORY_STALE_MS } }),
  /** The menu tree, which carries the third level. */
  tree: categoryTreeQueryOptions({ staleTime: DIRECTORY_STALE_MS }),
});

export const brandList = () =>
  ({
    queryKey: getGetAllBrandsQueryKey(),
    fetchPage: (page, signal) => getAllBrands({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.brands),
    staleTime: DIRECTORY_STALE_MS,
  }) satisfies PagedList<GetAllBrandsResponse, unknown>;
