// Marketfront's service worker (production builds only; ADR 032), bundled into sw.js by vite-plugin-pwa
// (scripts/vite-plugin-offline-app.ts), which replaces `self.__WB_MANIFEST` with the build's precache list.
// - Precaches the build's own files: the shell's and every page's JS and CSS, the offline page, manifest and icons.
// - Navigations: network, always; offline, the precached offline page. Pages are never stored.
// - Hashed build files (/assets/…, immutable) that are not precached (fonts, pictures): cache first.
// - Everything else — the API, start data, images from the shop, other origins — matches no route: the network
//   answers and nothing is cached (R7: answers belong to a user).
// - A new version waits until the page says "reload" (the toast's Reload action posts SKIP_WAITING).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

// The project compiles with the DOM library, whose `self` is a window (the WebWorker library conflicts with it):
// the few members of the worker's global scope used here.
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
};

/** The runtime cache of fonts and pictures; each new version starts it afresh (see `activate`). */
const ASSET_CACHE = 'marketfront-assets';
const ASSETS = new URL('assets/', self.registration.scope).pathname;

// First, so no navigation ever reaches the precache: a page comes from the network (a real backend renders it with
// the user's start data), or, offline, is the offline page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache('offline.html')) ?? Response.error() }],
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith(ASSETS) && /\.(?:js|css|woff2|png|svg|webp)$/.test(url.pathname),
  new CacheFirst({ cacheName: ASSET_CACHE }),
);

// The previous version's fonts and pictures, and the caches of the hand-written worker before Workbox
// (`marketfront-<version>`), go when this version takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('marketfront-')).map((key) => caches.delete(key))),
      ),
  );
});
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
