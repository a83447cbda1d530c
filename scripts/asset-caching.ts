// How long a browser may keep each file of the build. Vite names its built files `assets/<name>-<hash>.<ext>`: a
// change gives a new name, so such a file never changes and is kept for a year without asking again; everything
// else (the page, the service worker, the route lists) is asked for again each time. Sent by `npm run preview:demo`
// (mocks/server/static-files.ts) and by `vite preview`, which the end-to-end journeys are served by (vite.config.ts).
//
// Revalidating a script each time costs more than a request: Chromium keeps a script's compiled code beside its
// cached copy and consumes it only while that copy stands, so a script answered `304 Not Modified` on every load
// was parsed and compiled again on every load (≈ 1 s of background compile per page of the demo build, 2 MB of
// script; docs/performance.md, "Hashed files are immutable").
import type { Plugin } from 'vite';

/** Vite's hashed build files, as paths relative to the app's base path. */
const HASHED = /^assets\/.+-[\w-]{8,}\.\w+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The `Cache-Control` of a build file, by its path relative to the app's base path (`assets/index-AbC123xy.js`). */
export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * `vite preview` sends the same `Cache-Control` as the demo server: its own file server (sirv) sends `no-cache` for
 * every file, and keeps a `Cache-Control` set before it.
 */
export function immutableAssetsOnPreview(): Plugin {
  return {
    name: 'marketfront:immutable-assets-on-preview',
    configurePreviewServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        if (path.startsWith(base)) res.setHeader('Cache-Control', cacheControlFor(path.slice(base.length)));
        next();
      });
    },
  };
}
