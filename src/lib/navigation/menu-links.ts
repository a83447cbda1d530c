// The owner's menus (settings `header_menu`, `footer_menu`, `useful_links`: `{label, url, children?}`, one level of
// children; backend-api §4.12) turned into links the storefront may render. Every address goes through one gate:
// `safeHref` first (http(s), mailto, tel and paths on this site, nothing else), then a path on this site — written as
// a path or as an absolute address under the shop's own base URL — becomes an in-app link when the route table has a
// route for it, and is left out when that route belongs to a module the owner switched off.
import { matchRoutes } from 'react-router';
import { routeIsOn, type ShopModules } from '../modules/modules.ts';
import { moduleOf, routeTable, type RouteName } from './route-table.ts';
import { safeHref } from './safe-href.ts';

/** Where a menu entry leads. */
export type MenuLinkTarget =
  /** A storefront route: a router link, `to` below the router's base path (`/campaigns`, `/page/about-us#team`). */
  | { readonly kind: 'route'; readonly to: string; readonly route: RouteName }
  /** A page of this site the storefront has no route for (the backend's own, `/seller/login`): a plain link. */
  | { readonly kind: 'document'; readonly href: string }
  /** Another site, or a mail or phone address: a plain link. */
  | { readonly kind: 'external'; readonly href: string };

/** A menu entry that survived the checks: its label as the owner wrote it, where it leads, and its children. */
export interface MenuLinkEntry {
  readonly label: string;
  /** `null`: the entry has no address of its own (`#`, empty, unsafe) and only groups its children. */
  readonly target: MenuLinkTarget | null;
  readonly children: readonly MenuLinkEntry[];
}

/** What the checks need to know about the shop. */
export interface MenuLinkContext {
  /** The shop's own address (the page's `base_url`: `https://shop.example` or `https://host/folder`). */
  readonly siteUrl: string;
  /** What the owner switched on (`src/lib/modules`). */
  readonly modules: ShopModules;
}

/** A menu entry as settings carry it; anything else in the array is ignored. */
export interface MenuLinkSetting {
  readonly label?: unknown;
  readonly url?: unknown;
  readonly children?: unknown;
}

/** The resolver's verdict on one address: a target, no link, or a route of a switched-off module. */
export type MenuUrlVerdict = MenuLinkTarget | 'no-link' | 'switched-off';

const ROUTES = Object.entries(routeTable).map(([id, row]) => ({ id, path: row.path }));

/** A path's first segment as the router compares it (case-insensitively): `/Campaigns/x` → `campaigns`. */
export const firstSegment = (path: string): string => (path.split('/')[1] ?? '').toLowerCase();

/**
 * The table's routes by their first segment, a fixed word in every route (menu-links.test.ts checks it).
 * `matchRoutes` flattens and ranks the routes it is given on every call (≈ 1 ms for the whole table at 4× CPU; a
 * header's menus ask ≈ 40 times while the first screen hydrates); given only those whose first segment matches, it
 * ranks the same winner.
 */
const ROUTES_BY_WORD = new Map<string, typeof ROUTES>();
for (const route of ROUTES) {
  const word = firstSegment(route.path);
  ROUTES_BY_WORD.set(word, [...(ROUTES_BY_WORD.get(word) ?? []), route]);
}

const PARSE_BASE = 'https://same-origin.invalid';

interface Site {
  readonly host: string;
  /** The base URL's path without its trailing slash: `''` at the site root, `/folder` in a sub-folder. */
  readonly folder: string;
}

function siteOf(siteUrl: string): Site | null {
  try {
    const url = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { host: url.host.toLowerCase(), folder: url.pathname.replace(/\/+$/, '') };
  } catch {
    return null;
  }
}

/**
 * The path as the router reads it, or null when it cannot (a stray `%`: `/page/100%`) — a broken address, never a
 * page. The decoded value is returned, not dropped: a minifier may remove a call to `decodeURI` whose result is unused.
 */
function decoded(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/** `pathname` below the site's folder, or null when it is outside it. */
function belowFolder(pathname: string, folder: string): string | null {
  if (folder === '') return pathname;
  if (pathname === folder) return '/';
  return pathname.startsWith(`${folder}/`) ? pathname.slice(folder.length) : null;
}

/**
 * Where the address `url` of a menu entry leads, by the rules above. `'no-link'` for anything `safeHref` refuses
 * (`javascript:`, `//evil`, `/\evil`, text without a scheme); `'switched-off'` for a route of a module that is off.
 */
export function resolveMenuUrl(url: unknown, { siteUrl, modules }: MenuLinkContext): MenuUrlVerdict {
  const href = safeHref(url);
  if (href === undefined) return 'no-link';
  const site = siteOf(siteUrl);
  let appPath: string;
  if (href.startsWith('/')) {
    // A path the owner wrote with the sub-folder of the install (`/shop/campaigns`) is the same page as `/campaigns`.
    const parsed = new URL(href, PARSE_BASE);
    const inside = site ? belowFolder(parsed.pathname, site.folder) : null;
    appPath = inside === null ? href : `${inside}${parsed.search}${parsed.hash}`;
  } else {
    const parsed = new URL(href);
    const own =
      site !== null &&
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.host.toLowerCase() === site.host;
    const inside = own ? belowFolder(parsed.pathname, site.folder) : null;
    if (inside === null) return { kind: 'external', href };
    appPath = `${inside}${parsed.search}${parsed.hash}`;
  }
  // Re-checked as a path on this site: what the router receives has passed the same gate as a written path.
  const path = safeHref(appPath);
  if (path === undefined || !path.startsWith('/')) return 'no-link';
  const { pathname } = new URL(path, PARSE_BASE);
  const readable = decoded(pathname);
  if (readable === null) return 'no-link';
  const match = matchRoutes(ROUTES_BY_WORD.get(firstSegment(readable)) ?? [], pathname)?.at(-1);
  if (match === undefined) return { kind: 'document', href };
  const route = match.route.id as RouteName;
  if (!routeIsOn(moduleOf(route), modules)) return 'switched-off';
  return { kind: 'route', to: path, route };
}

const labelOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const asEntries = (value: unknown): readonly MenuLinkSetting[] =>
  Array.isArray(value)
    ? value.filter((item): item is MenuLinkSetting => typeof item === 'object' && item !== null)
    : [];

/**
 * The entries of one menu setting the shopper can use, in the owner's order. An entry without a label, without a
 * usable address and without children left is dropped, and so is a link to a switched-off module; children are one
 * level deep (deeper ones are ignored). An entry whose own address is unusable keeps its surviving children.
 */
export function resolveMenu(menu: unknown, context: MenuLinkContext): MenuLinkEntry[] {
  return asEntries(menu).flatMap((entry): MenuLinkEntry[] => {
    const label = labelOf(entry.label);
    if (label === '') return [];
    const verdict = resolveMenuUrl(entry.url, context);
    const target = typeof verdict === 'string' ? null : verdict;
    const children = asEntries(entry.children).flatMap((child): MenuLinkEntry[] => {
      const childLabel = labelOf(child.label);
      const childVerdict = resolveMenuUrl(child.url, context);
      return childLabel === '' || typeof childVerdict === 'string'
        ? []
        : [{ label: childLabel, target: childVerdict, children: [] }];
    });
    return target === null && children.length === 0 ? [] : [{ label, target, children }];
  });
}

/** The in-app path or address a target leads to, for comparing entries (`/contact` listed twice is shown once). */
export const targetAddress = (target: MenuLinkTarget): string =>
  target.kind === 'route' ? target.to : target.href;
