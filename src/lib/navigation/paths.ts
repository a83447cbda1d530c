// Every route of the storefront (spec §2), from the route table: its path pattern, its document title and a typed
// href builder. Features never write URL strings: they receive links from here through the route modules that
// compose them.
import { routeTable, type RouteName, type RouteRow } from './route-table';

type Params<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? (Param extends `${infer Name}?` ? { [K in Name]?: string } : { [K in Param]: string }) &
      Params<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param extends `${infer Name}?`
      ? { [K in Name]?: string }
      : { [K in Param]: string }
    : unknown;

interface RouteDef<P extends string> {
  path: P;
  /** Document title (English key; translated through the language keywords). `null`: the screen sets it. */
  title: string | null;
}

function route<P extends string>(path: P, title: string | null) {
  const def: RouteDef<P> & {
    href: (params?: Params<P>, query?: Record<string, string | undefined>) => string;
  } = {
    path,
    title,
    href(params?: Params<P>, query?: Record<string, string | undefined>) {
      const values = (params ?? {}) as Record<string, string | undefined>;
      let out = path
        .replace(/\/:(\w+)\?/g, (_m, name: string) =>
          values[name] ? `/${encodeURIComponent(values[name])}` : '',
        )
        .replace(/:(\w+)/g, (_m, name: string) => {
          const v = values[name];
          if (v === undefined || v === '') throw new Error(`paths: "${path}" needs the "${name}" parameter`);
          return encodeURIComponent(v);
        });
      if (query) {
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, v);
        const qs = search.toString();
        if (qs) out += `?${qs}`;
      }
      return out;
    },
  };
  return def;
}

type Paths = { [R in RouteName]: ReturnType<typeof route<(typeof routeTable)[R]['path']>> };

export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([name, row]: [string, RouteRow]) => [name, route(row.path, row.title)]),
) as Paths;

export type { RouteName };

type ListingRow = Extract<(typeof routeTable)[RouteName], { listing: string }>;
type ListingRoute = { [R in RouteName]: (typeof routeTable)[R] extends ListingRow ? R : never }[RouteName];

/** The product listing screen serves these routes (spec §2); the value is the backend's `route` parameter. */
export const listingRoutes = Object.fromEntries(
  Object.entries(routeTable).flatMap(([name, row]: [string, RouteRow]) =>
    row.listing ? [[name, row.listing]] : [],
  ),
) as { [R in ListingRoute]: Extract<(typeof routeTable)[R], ListingRow>['listing'] };

/** The parts of a location the quick view reads: react-router's `Location` and `window.location` both fit. */
export interface LocationParts {
  pathname: string;
  search: string;
  hash?: string;
}

const QUICK_VIEW_PARAM = 'product';

const keyOf = (pair: string): string => {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
};

/** The query string's pairs without the quick view's, left exactly as written (order and encoding). */
const otherPairs = (search: string): string[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && keyOf(pair) !== QUICK_VIEW_PARAM);

const withPairs = ({ pathname, hash = '' }: LocationParts, pairs: readonly string[]): string =>
  `${pathname}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`;

/**
 * The product quick view, the modal route named `product` (spec §2). It lives in the query string of whatever
 * page is open (`?product=<slug>`), so back/forward, reload and shared links reopen it over the same page. Other
 * query parameters (filters, sort, page) are kept as they are.
 */
export const quickView = {
  param: QUICK_VIEW_PARAM,
  /** The slug whose quick view is open, or `null` (absent or blank). */
  slugOf(search: URLSearchParams | string): string | null {
    const params = typeof search === 'string' ? new URLSearchParams(search) : search;
    const slug = params.get(QUICK_VIEW_PARAM)?.trim();
    return slug ? slug : null;
  },
  /** The current page with the quick view of `slug` open (replacing any other open one). */
  href(location: LocationParts, slug: string): string {
    return withPairs(location, [
      ...otherPairs(location.search),
      `${QUICK_VIEW_PARAM}=${encodeURIComponent(slug)}`,
    ]);
  },
  /** The current page with the quick view closed. */
  close(location: LocationParts): string {
    return withPairs(location, otherPairs(location.search));
  },
} as const;
