// Every list the shopper reads page after page ("Load more": brands, shops, campaigns, deals, videos, home sections,
// and the account lists) is one infinite query, keyed apart from the generated single-page key, whose pages are
// merged by id. The options are what a route loader prefetches and what the screen reads (ADR 012).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { mergeById, nextPageOf, type Identified, type PageCursor } from './pagination';

export interface PageOf<Item> {
  items: readonly Item[];
  /** The page to ask for next, `undefined` on the last page. */
  next: number | undefined;
  /** How many items the whole list holds, when the answer says. */
  total?: number;
}

export interface PagedList<Answer, Item> {
  /** The generated query key of the single-page operation (invalidating it refreshes the list too). */
  queryKey: readonly unknown[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<Answer>;
  /** The page's items and the next page, read from the backend's own answer shape (`page` is this page's number). */
  toPage: (answer: Answer, page: number) => PageOf<Item>;
  /** How long a loaded list counts as fresh; the query client's default without it. */
  staleTime?: number;
  /** The page to start from: 2 when page 1 came with other data (a listing's facets come with its filters). */
  firstPage?: number;
}

/** A Laravel paginator (`*PaginateResource`, the raw paginator) as a page: its items, its next page, the total. */
export const paginatorPage = <Item>(
  paginator: PageCursor & { data: readonly Item[]; total?: number },
): PageOf<Item> => ({ items: paginator.data, next: nextPageOf(paginator), total: paginator.total });

/** A page of an answer that only says whether another follows. */
export const flaggedPage = <Item>(items: readonly Item[], hasMore: boolean, page: number): PageOf<Item> => ({
  items,
  next: hasMore ? page + 1 : undefined,
});

/** The infinite query of a paged list: its first page, then the page each answer points to. */
export const pagedListOptions = <Answer, Item>({
  queryKey,
  fetchPage,
  toPage,
  staleTime,
  firstPage = 1,
}: PagedList<Answer, Item>) =>
  infiniteQueryOptions({
    queryKey: [...queryKey, 'pages'],
    initialPageParam: firstPage,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: Answer, _all: Answer[], lastPage: number) => toPage(last, lastPage).next,
    ...(staleTime === undefined ? {} : { staleTime }),
  });

/**
 * Reads a paged list: the query (loading, errors, the next page), every loaded item once, the first answer (for
 * what comes with page 1, e.g. a campaign's banner) and the list's total when the answers give one.
 */
export function usePagedList<Answer, Item extends Identified>(list: PagedList<Answer, Item>) {
  const query = useInfiniteQuery(pagedListOptions(list));
  const answers = query.data?.pages ?? [];
  const pageNumbers = query.data?.pageParams ?? [];
  const pages = answers.map((answer, index) => list.toPage(answer, Number(pageNumbers[index] ?? index + 1)));
  return {
    query,
    items: mergeById(pages.map((page) => page.items)),
    first: answers[0],
    total: pages.at(-1)?.total,
  };
}

export type PagedListState<Answer, Item extends Identified> = ReturnType<typeof usePagedList<Answer, Item>>;
