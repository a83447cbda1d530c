import { http, passthrough } from 'msw';

/**
 * The app's own files, which no handler answers: the build's (`assets/`, icons, the app's worker and offline page,
 * the route lists) and, in development, Vite's, Vitest's and Storybook's (modules under `src/`, `node_modules/`,
 * `mocks/`, `/@vite/…`, `/@fs/…`, `/__vitest…`, `/sb-preview/…`). Paths relative to the app's base path.
 */
const OWN_DIRECTORIES = [
  'assets/',
  'icons/',
  'src/',
  'node_modules/',
  'mocks/',
  'tests/',
  '.storybook/',
  'sb-preview/',
  'sb-addons/',
  'sb-common-assets/',
  '@',
  '__vitest',
];
const OWN_FILES = new Set([
  'mockServiceWorker.js',
  'demo-shop-worker.js',
  'sw.js',
  'manifest.webmanifest',
  'offline.html',
  'offline.css',
  'offline.js',
  'route-files.json',
  'screen-files.json',
]);

/** Whether `url` is one of the app's own files on this origin (`base`: the app's base path, ending in `/`). */
export function isOwnFile(url: URL, origin: string, base: string): boolean {
  if (url.origin !== origin || !url.pathname.startsWith(base)) return false;
  const path = url.pathname.slice(base.length);
  return OWN_FILES.has(path) || OWN_DIRECTORIES.some((directory) => path.startsWith(directory));
}

/**
 * First in a browser worker's list: the app's own files go to the network at once. The service worker hands the
 * page every request of the page, and MSW tries each handler in turn until one answers, reading the URL and the
 * page's cookies for each (msw 3, `HttpHandler.parse`): a module or stylesheet went through all of the demo shop's
 * ≈ 400 handlers before going to the network, ≈ 0.3 s of the main thread on each page load of the demo build and
 * far more on the dev server's hundreds of modules. The shop's own paths (`/home/…`, `/cart/…`, the demo's
 * `/__demo-shop/…` stand-ins) are never among these.
 */
export const ownFilesPassThrough = (base: string) =>
  http.all(
    ({ request }) => isOwnFile(new URL(request.url), location.origin, base),
    () => passthrough(),
  );

/**
 * The demo shop's service worker (`public/demo-shop-worker.js`, MSW's with one addition) for an app at `base`: the
 * query names the own files above, which the worker routes straight to the network where the browser can (the
 * Service Worker Static Routing API), so MSW's worker is not woken for each of them as well (docs/adr/075).
 */
export function demoShopWorkerUrl(base: string): string {
  const own = [...OWN_DIRECTORIES.map((directory) => `${directory}*`), ...OWN_FILES];
  return `${base}demo-shop-worker.js?own=${encodeURIComponent(own.join(','))}`;
}
