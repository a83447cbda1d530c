// The listing's whole state lives in the URL (filters, sort, page), so back/forward, reload and shared links
// restore it. This file maps the query string to typed filters and the filters to the backend's parameters. Pure (no
// React, no query client): the demo server reads `listingRequest` from it for a page's preloads (eslint.config.js).
import type { GetFilteredProductsParams } from '@/api-generated/model';
import { listingRoutes } from '@/lib/navigation';

/** The listing routes, and a shop's own product tab (`/shop/:slug`), which lists through the same endpoint. */
const ROUTE_PARAMS = { ...listingRoutes, shop: 'shop' } as const;
export type ListingRouteName = keyof typeof ROUTE_PARAMS;

export const SORTS = ['newest', 'oldest', 'top_rated', 'top_selling'] as const;
export type Sort = (typeof SORTS)[number];

/** Id facets and their query-string names. */
export const ID_FACETS = ['category', 'brand', 'color', 'attribute', 'rating'] as const;
export type IdFacet = (typeof ID_FACETS)[number];

export const LISTING_PAGE_SIZE = 24;

export interface PriceFilter {
  min: number;
  max: number;
}

export interface ListingFilters {
  /** Search text (`/products?q=`); when set the backend ignores every other filter. */
  q: string;
  category: number[];
  brand: number[];
  color: number[];
  attribute: number[];
  rating: number[];
  price: PriceFilter | null;
  sort: Sort | null;
  page: number;
}

const ids = (raw: string | null, max = Number.MAX_SAFE_INTEGER): number[] => {
  if (!raw) return [];
  const out = new Set<number>();
  for (const part of raw.split(',')) {
    if (!/^\d+$/.test(part)) continue;
    const n = Number(part);
    if (n >= 1 && n <= max) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
};

const amount = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Reads the filters from the query string; anything malformed is dropped rather than sent. */
export function readListingFilters(search: URLSearchParams): ListingFilters {
  const min = amount(search.get('min_price'));
  const max = amount(search.get('max_price'));
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, 255),
    category: ids(search.get('category')),
    brand: ids(search.get('brand')),
    color: ids(search.get('color')),
    attribute: ids(search.get('attribute')),
    rating: ids(search.get('rating'), 5),
    price: min !== null && max !== null && max >= min ? { min, max } : null,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : null,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export type FilterChange =
  | { kind: 'toggle'; facet: IdFacet; id: number }
  | { kind: 'remove'; facet: IdFacet; id: number }
  | { kind: 'price'; price: PriceFilter | null }
  | { kind: 'sort'; sort: Sort | null }
  | { kind: 'clear' };

/**
 * The query string after a change. Every change but paging goes back to page 1; the search text stays.
 * Keys are written in a stable order so the same filters always give the same URL.
 */
export function applyFilterChange(search: URLSearchParams, change: FilterChange): URLSearchParams {
  const filters = readListingFilters(search);
  const next: ListingFilters = { ...filters, page: 1 };
  switch (change.kind) {
    case 'toggle':
    case 'remove': {
      const current = filters[change.facet];
      const has = current.includes(change.id);
      next[change.facet] =
        change.kind === 'remove' || has ? current.filter((id) => id !== change.id) : [...current, change.id];
      break;
    }
    case 'price':
      next.price = change.price;
      break;
    case 'sort':
      next.sort = change.sort;
      break;
    case 'clear':
      return writeListingFilters({ ...emptyFilters(), q: filters.q, sort: filters.sort });
  }
  return writeListingFilters(next);
}

export const emptyFilters = (): ListingFilters => ({
  q: '',
  category: [],
  brand: [],
  color: [],
  attribute: [],
  rating: [],
  price: null,
  sort: null,
  page: 1,
});

export function writeListingFilters(filters: ListingFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  for (const facet of ID_FACETS) {
    const values = [...filters[facet]].sort((a, b) => a - b);
    if (values.length > 0) out.set(facet, values.join(','));
  }
  if (filters.price) {
    out.set('min_price', String(filters.price.min));
    out.set('max_price', String(filters.price.max));
  }
  if (filters.sort) out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** The query string of another page of the same list. */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = writeListingFilters({ ...readListingFilters(search), page });
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}

/** True when any filter (not the search text, sort or page) narrows the list. */
export const hasActiveFilters = (filters: ListingFilters): boolean =>
  ID_FACETS.some((facet) => filters[facet].length > 0) || filters.price !== null;

/** The backend's parameters for a listing route. Search text switches the route to `search.product`. */
export function toProductQueryParams(
  routeName: ListingRouteName,
  slug: string | undefined,
  filters: ListingFilters,
): GetFilteredProductsParams {
  const searching = routeName === 'products' && filters.q !== '';
  const params: GetFilteredProductsParams = {
    route: searching ? 'search.product' : ROUTE_PARAMS[routeName],
    paginate: LISTING_PAGE_SIZE,
    page: filters.page,
  };
  if (slug) params.slug = slug;
  if (searching) params.key = filters.q;
  const arrays = {
    'category[]': filters.category,
    'brand[]': filters.brand,
    'color[]': filters.color,
    'rating[]': filters.rating,
    'attribute_value_id[]': filters.attribute,
  } as const;
  for (const [key, values] of Object.entries(arrays)) {
    if (values.length > 0) params[key as keyof typeof arrays] = values;
  }
  if (filters.price) params.price = JSON.stringify({ min: filters.price.min, max: filters.price.max });
  if (filters.sort) params.sort = filters.sort;
  return params;
}

/** Which list the URL asks for: the products' parameters, and the facets' slug (none when searching). */
export function listingRequest(
  routeName: ListingRouteName,
  slug: string | undefined,
  search: URLSearchParams,
) {
  const filters = readListingFilters(search);
  const searching = routeName === 'products' && filters.q !== '';
  const facetsSlug =
    routeName === 'category' || routeName === 'gadgetProducts' || routeName === 'shop' ? slug : undefined;
  return { filters, searching, facetsSlug, products: toProductQueryParams(routeName, slug, filters) };
}
