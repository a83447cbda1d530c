// Which addresses from server data (settings, answers, seller HTML) may become a link (R1). A link runs whatever its
// scheme does when clicked (`javascript:`, `data:`, `vbscript:`), and browsers read `//host`, `/\host` and schemes
// hidden by case, tabs, newlines or control characters, so only plain web, mail and phone addresses and paths on
// this site pass; anything else renders as no link.
import { getEnv } from '../env.ts';
import { safeRedirectPath } from './safe-redirect.ts';
import { storefrontRouteOf } from './storefront-route.ts';

/** The one list of schemes a link built from server data may use (the HTML sanitiser applies it too). */
export const SAFE_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// Controls (C0, DEL, C1), invisible format characters and line separators: URL parsing drops some of them (tab,
// newline), which is how `java\tscript:` hides its scheme.
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_LENGTH = 4096;
const NOT_A_PATH = '';

/**
 * The address to put in `href`, normalised by the URL parser so what renders is what was checked, or `undefined`
 * (render no link). Accepts http(s), mailto and tel addresses and same-origin paths (`/page/returns`), trimmed.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > MAX_LENGTH || CONTROL_OR_INVISIBLE.test(text)) return undefined;
  if (text.startsWith('/')) {
    // The redirect guard's notion of a path on this site: no `//host`, `/\host` or encoded variants of them.
    const path = safeRedirectPath(text, NOT_A_PATH);
    return path === NOT_A_PATH ? undefined : path;
  }
  // Without a scheme it is relative to the page (`evil.com`, `\\host`): never what an admin or seller meant.
  if (!SCHEME.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return SAFE_LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

interface Site {
  origin: string;
  basePath: string;
}
const currentSite = (): Site => ({ origin: location.origin, basePath: getEnv().basePath });

/**
 * `safeHref` for links inside server HTML (seller descriptions, blog posts, CMS pages, payment instructions): a link
 * to this site must open a storefront route, or it renders as text. One click on "Extra 20% off" in a product
 * description must not sign the shopper out (`/logout`) or cancel an order (`/user/cancel-order/5`): the backend
 * changes state over GET. Links to other sites, mail and phone pass as `safeHref` lets them.
 */
export function safeContentHref(value: unknown, site: Site = currentSite()): string | undefined {
  const href = safeHref(value);
  if (href === undefined) return undefined;
  const onThisSite = href.startsWith('/') || new URL(href).origin === site.origin;
  return !onThisSite || storefrontPath(href, site) !== undefined ? href : undefined;
}

/**
 * The router path (below the app's base path, with its query and fragment) of a link from server data to this site
 * — a path or an absolute address on this origin — when it opens a storefront route; otherwise undefined. What a
 * notification or a menu entry may hand React Router: `/\evil.example` and `/logout` never reach it.
 */
export function storefrontPath(value: unknown, site: Site = currentSite()): string | undefined {
  const href = safeHref(value);
  if (href === undefined) return undefined;
  const url = new URL(href, site.origin);
  if (url.origin !== site.origin) return undefined;
  const base = site.basePath === '/' ? '' : site.basePath;
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined;
  const path = url.pathname.slice(base.length) || '/';
  return storefrontRouteOf(path) ? `${path}${url.search}${url.hash}` : undefined;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A setting that is "a URL or a CMS page's slug" (the agreements, backend-api §4.12): an address through `safeHref`,
 * or the page `/page/{slug}`. `//evil.example` and `/\evil.example` are no address of this site: no link.
 */
export function pageOrAddressHref(value: string, pageHref: (slug: string) => string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return safeHref(HAS_SCHEME.test(text) || text.startsWith('/') ? text : pageHref(text));
}
