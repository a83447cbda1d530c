// Lists the build writes beside the app for whoever serves or runs it. Here, not in the app, because the build
// (scripts/vite-plugin-screen-prefetch.ts) and the demo server read the names too.

/** The other screens' files (docs/performance.md, "Service worker precache"): read by the idle prefetch. */
export const SCREEN_FILES = 'screen-files.json';

/**
 * Each route's own files beyond the first route (docs/performance.md, "Route preloads"): read by a server that
 * renders the page.
 */
export const ROUTE_FILES = 'route-files.json';
