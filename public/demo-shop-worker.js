/**
 * The demo shop's service worker: MSW's own (`mockServiceWorker.js`, kept by `msw init`, never edited), with the
 * app's own files routed past it (docs/adr/075).
 *
 * A service worker's fetch handler wakes for every request of the pages it controls, and MSW's sends each one to the
 * page and back before it can go to the network, the build's scripts and the dev server's modules included, which no
 * handler answers (mocks/handlers/own-files.ts). Where the browser has the Service Worker Static Routing API
 * (Chromium 123 and later), the worker tells it at install to send those paths straight to the network: the worker
 * never wakes for them. `?own=` lists them, comma-separated and relative to the worker's scope, a trailing `*`
 * taking every path that begins so. Elsewhere every request goes through MSW, as before.
 */
const patternText = (text) => text.replace(/[\\:*?+(){}]/g, '\\$&');

self.addEventListener('install', (event) => {
  const own = new URL(self.location.href).searchParams.get('own');
  if (typeof event.addRoutes !== 'function' || !own) return;
  const scope = new URL(self.registration.scope);
  const routes = own.split(',').map((entry) => {
    const prefix = entry.endsWith('*');
    const path = patternText(scope.pathname + (prefix ? entry.slice(0, -1) : entry)) + (prefix ? '*' : '');
    return {
      condition: { urlPattern: new URLPattern({ pathname: path, baseURL: scope.href }) },
      source: 'network',
    };
  });
  // A browser that refuses the routes keeps a working worker: every request then goes through MSW.
  event.waitUntil(
    event
      .addRoutes(routes)
      .catch((error) => console.warn('[demo shop] own files go through the worker:', error)),
  );
});

self.importScripts('./mockServiceWorker.js');
