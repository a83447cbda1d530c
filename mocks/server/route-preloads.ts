/**
 * The preloads a page carries for the screen its address opens (docs/performance.md, "Route preloads"): the build
 * lists each route's own files (`route-files.json`, scripts/vite-plugin-screen-prefetch.ts); the page names them,
 * so they download beside the first route instead of after it has run and asked for them. Scripts as module
 * preloads, stylesheets as preloads — both `crossorigin`, like the links Vite's loader writes, so its later
 * requests take the preloaded files.
 */
import { getGetCartUrl } from '@/api-generated/endpoints/cart/cart';
import { getGetProductDetailsUrl } from '@/api-generated/endpoints/product/product';
import {
  getGetFilterDataUrl,
  getGetFilteredProductsUrl,
} from '@/api-generated/endpoints/catalogue/catalogue';
import { getGetShopPageUrl } from '@/api-generated/endpoints/shops/shops';
import type { RouteWithFirstAnswers } from '@/lib/navigation/route-table';
import { listingRequest, type ListingRouteName } from '@/domain/catalogue/listing-query';
import { paths } from '@/lib/navigation/paths';
import { escapeHtml } from './html';

export interface RouteFiles {
  path: string;
  files: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A router pattern (`/product/:slug`, `/payment/:code?`) as a regular expression for a whole path. */
function patternOf(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/** The route an address opens: of those that match, the one with the most fixed segments (as the router ranks). */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  const fixed = (route: R) => route.path.split('/').filter((s) => s && !s.startsWith(':')).length;
  return routes
    .filter((route) => patternOf(route.path).test(pathname))
    .sort((a, b) => fixed(b) - fixed(a))[0];
}

/** The `<link>` elements for the route `pathname` opens, or '' when none matches. */
export function routePreloads(routes: readonly RouteFiles[], pathname: string, base = '/'): string {
  const route = matchRoute(routes, pathname);
  if (!route) return '';
  return route.files
    .filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..'))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    )
    .join('');
}

/** The build's list, or none (an API-only server, an older build). */
export function readRouteFiles(json: string | undefined): RouteFiles[] {
  if (json === undefined) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (r): r is RouteFiles =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as RouteFiles).path === 'string' &&
            Array.isArray((r as RouteFiles).files),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The answers a page's screen waits for, by route (its loader in src/app/routes/*.data.ts), spelled by the same
 * code the client uses — the generated URL builders and, for listings, the same reading of the address's filters,
 * sort and page (`listingRequest`): preloaded from the page, they come back beside the scripts, and the client's
 * `fetch` (same URL, CORS mode, same-origin credentials) takes them, as it takes the keywords. Keyed by the routes
 * with `firstAnswers` in the route table, whose response schemas the build lists among the routes' files, so the two
 * cannot part: a route preloaded here without its schemas there, or the other way round, does not type-check.
 */
type AnswerUrls = (slug: string | undefined, search: URLSearchParams) => string[];

/** A listing's products, and its facets unless it shows search results (the listing loader's two requests). */
const listingAnswers =
  (route: ListingRouteName): AnswerUrls =>
  (slug, search) => {
    const list = listingRequest(route, slug, search);
    const facets = list.searching
      ? []
      : [getGetFilterDataUrl(list.facetsSlug ? { slug: list.facetsSlug } : undefined)];
    return [getGetFilteredProductsUrl(list.products), ...facets];
  };

const FIRST_ANSWER_URLS: { [R in RouteWithFirstAnswers]: AnswerUrls } = {
  product: (slug) => (slug ? [getGetProductDetailsUrl(slug)] : []),
  shop: (slug) => (slug ? [getGetShopPageUrl(slug)] : []),
  cart: () => [getGetCartUrl()],
  products: listingAnswers('products'),
  category: listingAnswers('category'),
  brand: listingAnswers('brand'),
  offerProducts: listingAnswers('offerProducts'),
  bestSelling: listingAnswers('bestSelling'),
  gadgetProducts: listingAnswers('gadgetProducts'),
};

const ROUTE_DATA = Object.entries(FIRST_ANSWER_URLS).map(([route, urls]) => ({
  path: paths[route as keyof typeof FIRST_ANSWER_URLS].path,
  urls,
}));

const SLUG = /^[\w-]+$/;

/**
 * The `<link rel="preload" as="fetch">` elements for the answers the page at `pathname` (with `search`, its query
 * string) waits for, or ''. A slug that is not plain preloads nothing; everything written is HTML-escaped.
 */
export function routeDataPreloads(
  pathname: string,
  { base = '/', search = new URLSearchParams() }: { base?: string; search?: URLSearchParams } = {},
): string {
  const data = matchRoute(ROUTE_DATA, pathname);
  if (!data) return '';
  const at = data.path.split('/').filter(Boolean).indexOf(':slug');
  const slug = at < 0 ? undefined : pathname.split('/').filter(Boolean)[at];
  if (at >= 0 && (slug === undefined || !SLUG.test(slug))) return '';
  return data
    .urls(slug, search)
    .map(
      (url) =>
        `<link rel="preload" href="${escapeHtml(`${base}${url.slice(1)}`)}" as="fetch" crossorigin="anonymous">`,
    )
    .join('');
}
