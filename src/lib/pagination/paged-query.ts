// A list the shopper reads page after page (account lists: recharges, rewards, vouchers, wishlist, followed shops,
// notifications, downloads): one infinite query per list, keyed apart from the generated single-page key, whose
// pages are merged by id. The options are what a route loader prefetches and what the screen reads (ADR 012).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { mergeById, type Identified } from './pagination';

export interface PageOf<Item> {
  items: readonly Item[];
  /** Whether the server has a page after this one. */
  hasMore: boolean;
}

export interface PagedList<Answer, Item> {
  /** The generated query key of the single-page operation (invalidating it refreshes the list too). */
  queryKey: readonly unknown[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<Answer>;
  /** The page's items and whether another follows, read from the backend's own answer shape. */
  toPage: (answer: Answer) => PageOf<Item>;
}

/** The infinite query of a paged list: page 1 first, the next page while the answer says there is one. */
export const pagedListOptions = <Answer, Item>({ queryKey, fetchPage, toPage }: PagedList<Answer, Item>) =>
  infiniteQueryOptions({
    queryKey: [...queryKey, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: Answer, _all: Answer[], lastPage: number) =>
      toPage(last).hasMore ? lastPage + 1 : undefined,
  });

/** Reads a paged list: the query (for loading, errors, the next page) and every loaded item once. */
export function usePagedList<Answer, Item extends Identified>(list: PagedList<Answer, Item>) {
  const query = useInfiniteQuery(pagedListOptions(list));
  const pages = query.data?.pages ?? [];
  return { query, items: mergeById(pages.map((page) => list.toPage(page).items)), first: pages[0] };
}
