// Paged lists (spec §4: campaigns, brands, sellers, wallet, rewards, followed shops, video shops) merge each new
// page into what is shown without duplicating an id, and load the next page from the answer's own pointer.

export interface Identified {
  id: number | string;
}

/** The page fields both backend shapes share (`*PaginateResource` and the raw Laravel paginator). */
export interface PageCursor {
  current_page: number;
  last_page: number;
  next_page_url?: string | null;
}

/**
 * The pages' items in order, each id once. An item that shows up again on a later page (a list that shifted
 * while it was being read) keeps its first position and takes the newer data.
 */
export function mergeById<T extends Identified>(pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<T['id'], T>();
  for (const page of pages) for (const item of page) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * The page to ask for next, or `undefined` on the last page. The next page URL is the backend's own pointer;
 * its `page` parameter wins over counting, and no URL means no more pages.
 */
export function nextPageOf(page: PageCursor): number | undefined {
  if (page.next_page_url === null || page.current_page >= page.last_page) return undefined;
  if (page.next_page_url) {
    const fromUrl = Number(new URL(page.next_page_url, 'http://localhost').searchParams.get('page'));
    if (Number.isInteger(fromUrl) && fromUrl > page.current_page) return fromUrl;
  }
  return page.current_page + 1;
}
