import { getEnv } from '../env.ts';
import { getPageMeta } from '../http/index.ts';

/** Query parameters that name a different page of content (kept in canonical addresses); all others are views. */
const CONTENT_PARAMS = ['page'] as const;

/** The site root the canonical addresses start from: the page's base URL plus the router's base path. */
export function siteRoot(): string {
  const base = getPageMeta().baseUrl;
  const basePath = getEnv().basePath.replace(/\/+$/, '');
  return basePath !== '' && !base.endsWith(basePath) ? `${base}${basePath}` : base;
}

/** An absolute address for a router path (`/product/x`) or an image the backend sent relative (`/images/a.png`). */
export function absoluteUrl(pathOrUrl: string, root: string = siteRoot()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `${new URL(root).protocol}${pathOrUrl}`;
  return `${root}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * A picture's address that a search engine or a sharing preview can fetch: absolute `http(s)`, or undefined for a
 * picture carried in the page itself (`data:`, `blob:`) or under any other scheme, which a crawler cannot fetch and
 * which rooted at the site would be a broken address (`https://shop/data:image/svg+xml,…`).
 */
export function publicImageUrl(
  pathOrUrl: string | null | undefined,
  root: string = siteRoot(),
): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl) && !/^https?:/i.test(pathOrUrl)) return undefined;
  return absoluteUrl(pathOrUrl, root);
}

/**
 * The canonical address of a screen: absolute, without sort/filter/quick-view parameters (one address per
 * content), keeping only the page number beyond the first page.
 */
export function canonicalUrl(pathname: string, search = '', root: string = siteRoot()): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CONTENT_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== '' && value !== '1') kept.set(key, value);
  }
  const qs = kept.toString();
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${root}${path}${qs ? `?${qs}` : ''}`;
}
