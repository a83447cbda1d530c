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

const FACETS_STALE_MS = 5 * 60_000;
const nextPage = (page: { current_page: number; last_page: number }) =>
  page.current_page < page.last_page ? page.current_page + 1 : undefined;

export const moreBrandsKey = () => [...getLoadFilterBrandsQueryKey(), 'more'] as const;
export const moreColoursKey = () => [...getLoadFilterColorsQueryKey(), 'more'] as const;

/** Names of every brand and colour loaded through "Show more" so far (for the active-filter tags). */
export function useLoadedFacetNames() {
  const queryClient = useQueryClient();
  const brands = queryClient.getQueryData<InfiniteData<LoadFilterBrandsResponse>>(moreBrandsKey());
  const colours = queryClient.getQueryData<InfiniteData<LoadFilterColorsResponse>>(moreColoursKey());
  return {
    brand: new Map(brands?.pages.flatMap((p) => p.brands.data.map((b) => [b.id, b.title] as const))),
    color: new Map(colours?.pages.flatMap((p) => p.colors.data.map((c) => [c.id, c.name] as const))),
  };
}

export function useMoreBrands(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moreBrandsKey(),
    queryFn: ({ pageParam, signal }) => loadFilterBrands({ page: pageParam }, { signal }),
    initialPageParam: 2,
    getNextPageParam: (last) => nextPage(last.brands),
    staleTime: FACETS_STALE_MS,
    enabled,
  });
}

export function useMoreColours(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moreColoursKey(),
    queryFn: ({ pageParam, signal }) => loadFilterColors({ page: pageParam }, { signal }),
    initialPageParam: 2,
    getNextPageParam: (last) => nextPage(last.colors),
    staleTime: FACETS_STALE_MS,
    enabled,
  });
}
