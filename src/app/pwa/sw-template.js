/* Marketfront's service worker (production builds only; ADR 032). Generated into dist/sw.js by
   scripts/vite-plugin-offline-app.ts, which replaces the two placeholders below.
   - Precaches the build's own files (the shell's and every page's JS and CSS, the icons, the offline page).
   - Navigations: network first, always; offline, the precached offline page. Pages are never stored.
   - Hashed build files (/assets/…, immutable): cache first.
   - Everything else — the API, start data, images from the shop, other origins — is not touched: network only,
     never cached (R7: answers belong to a user).
   - A new version waits until the page says "reload" (the toast's Reload action posts SKIP_WAITING). */
const VERSION = '__VERSION__';
const PRECACHE = /** @type {string[]} */ (JSON.parse('__PRECACHE__'));
const CACHE = `marketfront-${VERSION}`;
const scope = new URL(self.registration.scope);
const OFFLINE_PAGE = new URL('offline.html', scope).href;
const ASSETS = new URL('assets/', scope).pathname;
const precached = new Set(PRECACHE.map((path) => new URL(path, scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...precached])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('marketfront-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page || Response.error())),
    );
    return;
  }
  if (url.origin !== scope.origin) return;
  if (precached.has(url.href)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  if (url.pathname.startsWith(ASSETS) && /\.(?:js|css|woff2|png|svg|webp)$/.test(url.pathname)) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
  // Anything else (the API above all) is left to the network.
});
