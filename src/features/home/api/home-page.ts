// The home sections arrive about three per page from `GET /home/page`; the screen asks for page + 1 while
// `has_more_data` is true. One infinite query over the generated request keeps every page in one cache entry.
// The options are shared by the route loader (which starts page 1 with the navigation) and the screen.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getGetHomePageQueryKey, getHomePage } from '@/api-generated/endpoints/home/home';
import { loadSectionShapes } from '../section-shapes-loader';

const HOME_STALE_MS = 5 * 60_000;

export const homeSectionsQueryKey = () => [...getGetHomePageQueryKey(), 'all-pages'] as const;

export const homeSectionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: homeSectionsQueryKey(),
    // The sections' shapes load beside the first page, so drawing them does not wait (section-shapes-loader.ts).
    queryFn: ({ pageParam, signal }) =>
      Promise.all([getHomePage({ page: pageParam }, { signal }), loadSectionShapes()]).then(([page]) => page),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more_data ? pages.length + 1 : undefined),
    staleTime: HOME_STALE_MS,
  });

export function useHomeSections() {
  return useInfiniteQuery(homeSectionsQueryOptions());
}
