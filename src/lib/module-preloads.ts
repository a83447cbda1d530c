// The module preloads of a server-rendered page, a few per task (docs/performance.md, "Module preloads in slices").
// No imports but those of the same kind: the hydrating entry (src/hydrate.tsx) runs this before the app's modules load.
import { readJsonScript } from './json-script';
import { yieldToMain } from './yield-to-main';

/**
 * The page's list of the scripts its hydration will load (a JSON array of addresses), which the server writes in
 * place of `<link rel="modulepreload">` elements (mocks/server/server-render.ts, `withServerRender`).
 */
export const MODULE_PRELOADS_ID = 'mf-module-preloads';

/** Links started per task: each new request costs the main thread 1–3 ms (5–11 ms at 4× CPU) to start. */
const LINKS_PER_TASK = 2;

/** The addresses the page lists, or none (no list, or not a list of strings). */
export function listedModulePreloads(doc: Document = document): string[] {
  const value = readJsonScript(MODULE_PRELOADS_ID, doc);
  return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : [];
}

/**
 * Starts the page's listed module preloads, `LINKS_PER_TASK` per task. Vite's loader, which would otherwise add
 * each import's preloads in the one task that asks for it (≈ 60–150 ms at 4× CPU for the hydration and a route's
 * chunks), skips an address a `<link>` already names.
 */
export async function preloadModulesInSlices(
  hrefs: readonly string[],
  doc: Document = document,
): Promise<void> {
  const named = new Set([...doc.getElementsByTagName('link')].map((link) => link.href));
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToMain();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (named.has(link.href)) continue;
      named.add(link.href);
      doc.head.appendChild(link);
    }
  }
}
