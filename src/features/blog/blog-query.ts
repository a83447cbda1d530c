// What a list of posts shows, read from and written to its URL (`/blogs?sort=oldest&title=phone&page=2`), so a
// sorted or searched list survives a reload and back/forward, and can be shared.

/**
 * The orders `home/blogs` takes (backend-api §2.8: `sort` "`newest`/`oldest`…"; the contract leaves it an open
 * string, as the backend's other values are not known): newest first unless the reader asks for the oldest.
 */
export const BLOG_SORTS = ['newest', 'oldest'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export const DEFAULT_BLOG_SORT: BlogSort = 'newest';

export interface BlogListQuery {
  page: number;
  sort: BlogSort;
  /** Search text (the backend's `title`), trimmed; '' for every post. */
  title: string;
}

const isSort = (value: string | null): value is BlogSort => BLOG_SORTS.some((sort) => sort === value);

/** The page of posts the URL asks for (`?page=`), 1 when absent or unreadable. */
export const blogPageOf = (search: URLSearchParams): number => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The list the URL asks for: an unknown sort is the default one, blank search text none. */
export const blogListQueryOf = (search: URLSearchParams): BlogListQuery => {
  const sort = search.get('sort');
  return {
    page: blogPageOf(search),
    sort: isSort(sort) ? sort : DEFAULT_BLOG_SORT,
    title: (search.get('title') ?? '').trim(),
  };
};

/** The query string of a list (`?sort=oldest&title=phone&page=2`); defaults stay out of the URL. */
export const blogListSearch = ({ page, sort, title }: BlogListQuery): string => {
  const search = new URLSearchParams();
  if (sort !== DEFAULT_BLOG_SORT) search.set('sort', sort);
  if (title) search.set('title', title);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
};
