// The home sections arrive about three per page from `GET /home/page`; the screen asks for page + 1 while
// `has_more_data` is true. One infinite query over the generated request keeps every page in one cache entry.
// The options are shared by the route loader (which starts page 1 with the navigation) and the screen.
import { useInfiniteQuery } from '@tanstack/react-query';
import { getGetHomePageQueryKey, getHomePage } from '@/api-generated/endpoints/home/home';
import type { GetHomePageResponse } from '@/api-generated/model';
import { flaggedPage, pagedListOptions, type PagedList } from '@/lib/pagination';
import { yieldToMain } from '@/lib/yield-to-main';
import { loadSectionShapes } from '../section-shapes-loader';

const HOME_STALE_MS = 5 * 60_000;

/** The pages of sections; a section is keyed by its position, not an id, so the screen reads the pages whole. */
const homeSectionList = () =>
  ({
    queryKey: getGetHomePageQueryKey(),
    // The sections' shapes load beside the first page, so drawing them does not wait (section-shapes-loader.ts).
    // They are asked for in the task after the request's, as ADR 061 does for a response's schema: together, the
    // request and the import (with Vite's helper adding its ten preload links) were one task of 67–138 ms at 4× CPU
    // on the home page; apart, 28–72 ms and 2–9 ms (bench/RESULTS.md, 2026-12-01 14:37).
    fetchPage: (page, signal) =>
      Promise.all([getHomePage({ page }, { signal }), yieldToMain().then(loadSectionShapes)]).then(
        ([answer]) => answer,
      ),
    toPage: (answer, page) => flaggedPage([], answer.has_more_data, page),
    staleTime: HOME_STALE_MS,
  }) satisfies PagedList<GetHomePageResponse, never>;

export const homeSectionsQueryOptions = () => pagedListOptions(homeSectionList());

export function useHomeSections() {
  return useInfiniteQuery(homeSectionsQueryOptions());
}
