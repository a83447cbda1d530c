// The hidden page elements the backend renders into its Blade shell (hidden inputs; <meta> tags also work), read
// once through lib/start-data's page-elements reader and checked. In the demo shop they may be absent: the app
// then serves itself from this origin and its Vite base path.

import { getEnv } from '../env.ts';
import { readPageElement, type PageElementName } from '../start-data/page-elements.ts';

export interface PageMeta {
  /** Site root, no trailing slash: `https://shop.example` (or `https://host/folder` for an install in a folder). */
  readonly baseUrl: string;
  /** Application path below the base, `''` or `/shop` (leading slash, no trailing slash). */
  readonly appPath: string;
  /** The CSRF token rendered into the page; `''` when absent (the client then relies on the XSRF-TOKEN cookie). */
  readonly csrfToken: string;
  /** Public Pusher key and cluster; `''` when real-time is not configured. */
  readonly pusherAppKey: string;
  readonly pusherAppCluster: string;
  /**
   * Optional self-hosted Pusher-protocol server (host name, port); `''` = the hosted cluster. The demo server
   * renders its own loopback host and port here (docs/adr/031).
   */
  readonly pusherAppHost: string;
  readonly pusherAppPort: string;
}

export class PageMetaError extends Error {
  override readonly name = 'PageMetaError';
}

export interface PageMetaFallback {
  /** `window.location.origin`. */
  origin: string;
  /** Vite's `import.meta.env.BASE_URL` (`/` or `/shop/`). */
  basePath: string;
}

const readMeta = (doc: Document, name: PageElementName): string | undefined => readPageElement(doc, name);

const fail = (name: string, value: string, expected: string): never => {
  throw new PageMetaError(`The page element "${name}" is "${value}", expected ${expected}.`);
};

const normaliseBaseUrl = (name: string, value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(name, value, 'an absolute http(s) address such as https://shop.example');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(name, value, 'an http(s) address');
  if (url.search || url.hash || url.username || url.password) {
    fail(name, value, 'an address without query, fragment or credentials');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
};

const normalisePath = (name: string, value: string): string => {
  if (/[\s\\?#]|^[a-z][a-z0-9+.-]*:|\/\/|\.\./i.test(value)) {
    fail(name, value, 'a path such as /shop (no scheme, host, query or "..")');
  }
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
};

const checkToken = (name: string, value: string, pattern: RegExp, expected: string): string =>
  value === '' || pattern.test(value) ? value : fail(name, value, expected);

const TOKEN = /^[\w+/=.-]{1,512}$/;

/** The CSRF token the page carries (hidden input or meta), `''` when none. */
export const readCsrfToken = (doc: Document): string =>
  checkToken('csrf-token', readMeta(doc, 'csrf_token') ?? '', TOKEN, 'a token');

/** Pure reader: throws PageMetaError naming the element and the expected shape. */
export const parsePageMeta = (doc: Document, fallback: PageMetaFallback): PageMeta => {
  const base = readMeta(doc, 'base_url');
  const appPath = readMeta(doc, 'app_path');
  return {
    baseUrl: base
      ? normaliseBaseUrl('base_url', base)
      : normaliseBaseUrl('base_url (fallback)', fallback.origin),
    appPath: normalisePath(
      appPath === undefined ? 'app_path (Vite base)' : 'app_path',
      appPath ?? fallback.basePath,
    ),
    csrfToken: readCsrfToken(doc),
    pusherAppKey: checkToken(
      'pusher_app_key',
      readMeta(doc, 'pusher_app_key') ?? '',
      /^[\w-]{1,128}$/,
      'a key',
    ),
    pusherAppCluster: checkToken(
      'pusher_app_cluster',
      readMeta(doc, 'pusher_app_cluster') ?? '',
      /^[a-z0-9-]{1,32}$/,
      'a cluster name such as eu or mt1',
    ),
    pusherAppHost: checkToken(
      'pusher_app_host',
      readMeta(doc, 'pusher_app_host') ?? '',
      /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$|^\[[0-9a-f:.]+\]$/i,
      'a host name such as ws.example.com or 127.0.0.1',
    ),
    pusherAppPort: checkToken(
      'pusher_app_port',
      readMeta(doc, 'pusher_app_port') ?? '',
      /^(?:[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$/,
      'a port number',
    ),
  };
};

let cached: PageMeta | undefined;

/** The page's meta, parsed on first use and kept. */
export const getPageMeta = (): PageMeta => {
  cached ??= parsePageMeta(document, { origin: window.location.origin, basePath: getEnv().basePath });
  return cached;
};

/** Tests only: forget the parsed meta so the next read sees a changed document. */
export const resetPageMetaForTests = (): void => {
  cached = undefined;
};

/** Absolute address of an API path from the contract (`/home/page`), below the base and application path. */
export const resolveApiUrl = (
  path: string,
  meta: Pick<PageMeta, 'baseUrl' | 'appPath'> = getPageMeta(),
): string => {
  if (/^https?:\/\//i.test(path)) return path;
  const relative = path.startsWith('/') ? path : `/${path}`;
  return `${meta.baseUrl}${meta.appPath}${relative}`;
};
