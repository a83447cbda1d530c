// Account lists that load page after page (spec §4: recharges, rewards, followed shops… merge new pages without
// duplicates by id and track the next page). One infinite query per list, keyed apart from the single-page key.
import { useInfiniteQuery } from '@tanstack/react-query';

export interface PageOf<Item> {
  items: readonly Item[];
  /** Whether the server has a page after this one. */
  hasMore: boolean;
}

/** Every page's items in order, each id once (a row that moved to a later page while loading is not repeated). */
export function mergeById<Item extends { id: number }>(pages: readonly PageOf<Item>[]): Item[] {
  const seen = new Set<number>();
  const out: Item[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

export function usePagedList<Answer, Item extends { id: number }>({
  queryKey,
  fetchPage,
  toPage,
}: {
  queryKey: readonly unknown[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<Answer>;
  toPage: (answer: Answer) => PageOf<Item>;
}) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, _all, lastPage) => (toPage(last).hasMore ? lastPage + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  return { query, items: mergeById(pages.map(toPage)), first: pages[0] };
}
