// Brand and colour facets arrive one page at a time (5 brands, 8 colours); "Show more" loads the next pages from
// the facet endpoints. Page 1 comes with the filter data, so these start at page 2 and only on request.
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  getLoadFilterBrandsQueryKey,
  getLoadFilterColorsQueryKey,
  loadFilterBrands,
  loadFilterColors,
} from '@/api-generated/endpoints/catalogue/catalogue';
import type { LoadFilterBrandsResponse, LoadFilterColorsResponse } from '@/api-generated/model';
import { pagedListOptions, paginatorPage, type PagedList } from '@/lib/pagination';

const FACETS_STALE_MS = 5 * 60_000;

const moreBrandList = () =>
  ({
    queryKey: getLoadFilterBrandsQueryKey(),
    fetchPage: (page, signal) => loadFilterBrands({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.brands),
    staleTime: FACETS_STALE_MS,
    firstPage: 2,
  }) satisfies PagedList<LoadFilterBrandsResponse, unknown>;

const moreColourList = () =>
  ({
    queryKey: getLoadFilterColorsQueryKey(),
    fetchPage: (page, signal) => loadFilterColors({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.colors),
    staleTime: FACETS_STALE_MS,
    firstPage: 2,
  }) satisfies PagedList<LoadFilterColorsResponse, unknown>;

/** Names of every brand and colour loaded through "Show more" so far (for the active-filter tags). */
export function useLoadedFacetNames() {
  const queryClient = useQueryClient();
  const brands = queryClient.getQueryData<InfiniteData<LoadFilterBrandsResponse>>(
    pagedListOptions(moreBrandList()).queryKey,
  );
  const colours = queryClient.getQueryData<InfiniteData<LoadFilterColorsResponse>>(
    pagedListOptions(moreColourList()).queryKey,
  );
  return {
    brand: new Map(brands?.pages.flatMap((p) => p.brands.data.map((b) => [b.id, b.title] as const))),
    color: new Map(colours?.pages.flatMap((p) => p.colors.data.map((c) => [c.id, c.name] as const))),
  };
}

export function useMoreBrands(enabled: boolean) {
  return useInfiniteQuery({ ...pagedListOptions(moreBrandList()), enabled });
}

export function useMoreColours(enabled: boolean) {
  return useInfiniteQuery({ ...pagedListOptions(moreColourList()), enabled });
}
