// Spec §7: once the first screen is up, the other screens' chunks are prefetched. They are fetched, not run (ADR
// 035): the build lists every screen's files in `screen-files.json` (scripts/vite-plugin-screen-prefetch.ts), and
// each is fetched at low priority in idle slices into the HTTP cache (and the service worker's, in production).
// Running them with `import()` evaluated every screen's modules and wrote ~170 module-preload links while the
// shopper was reading the first screen — long tasks of 100–190 ms at 4× CPU. A screen opened later runs from the
// cache.
import { runInIdleSlices } from '@/lib/after-first-paint';
import { SCREEN_FILES } from '@/lib/build-files';

export interface PrefetchDeps {
  fetch: typeof fetch;
  /** Where the build's files are: Vite's BASE_URL (`/` or `/shop/`). */
  base: string;
  /** Runs the fetches a few at a time in idle periods (injectable for tests). */
  inIdleSlices?: typeof runInIdleSlices;
}

const isFileName = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w./-]+$/.test(value) && !value.includes('..');

/** Fetches the other screens' files in idle time; returns a cancel function. Nothing in dev (no build). */
export function prefetchScreenFiles(
  deps: PrefetchDeps = { fetch: (...args) => fetch(...args), base: import.meta.env.BASE_URL },
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let cancelSlices = () => {};
  const get = (file: string) =>
    deps.fetch(`${deps.base}${file}`, { signal, priority: 'low', credentials: 'same-origin' });
  get(SCREEN_FILES)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((files) => {
      if (signal.aborted || !Array.isArray(files)) return;
      const fetches = files.filter(isFileName).map(
        (file) => () =>
          void get(file)
            .then((response) => response.arrayBuffer())
            .catch(() => undefined),
      );
      cancelSlices = (deps.inIdleSlices ?? runInIdleSlices)(fetches);
    })
    .catch(() => undefined); // a missing list or no connection: screens load when opened, as without prefetch
  return () => {
    controller.abort();
    cancelSlices();
  };
}

/**
 * Spec §7, on the main thread only where nothing else does it: the app's service worker precaches every chunk when
 * it installs (ADR 032), off the main thread, so with a worker the page fetches nothing itself — fetching the same
 * files again cost the first page ~0.3 s of blocking time (docs/performance.md, "Service worker precache"). Without
 * a worker (demo and development builds, browsers without one), or when registering it fails, the page prefetches.
 * Returns a cancel function.
 */
export function prefetchScreens(
  worker: Promise<unknown> | null,
  prefetch: () => () => void = prefetchScreenFiles,
): () => void {
  if (worker === null) return prefetch();
  let cancelled = false;
  let cancel = () => {};
  worker.catch(() => {
    if (!cancelled) cancel = prefetch();
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
