// The second entry: a page a server rendered (docs/performance.md, "Server-rendered first screen"; issue 36 lever 5)
// loads this instead of src/main.tsx (the server names it, from the build's manifest). Built only with
// VITE_SERVER_RENDER=on, loaded by no page that was not server-rendered, so the drop-in's first route does not carry it.
//
// The server's markup is the first screen, so nothing of the app is asked for before the browser has shown it: the
// app's modules are imported once the page's first content is on screen (the paint timing entry, reported when the
// frame is presented). A frame painted is not yet a frame shown: in Lighthouse's runs here Chromium sometimes showed
// the first frame one or two seconds after painting it, and a script started in between was charged to FCP and LCP.
// Without paint timing, one frame after the first; a hidden page (a background tab) paints nothing and starts at once.
import { swapInWebFont } from './design-system/theme/web-font';
import { listedModulePreloads, preloadModulesInSlices } from './lib/module-preloads';
import { afterNextPaint, yieldToMain } from './lib/yield-to-main';

const FIRST_CONTENT = 'first-contentful-paint';
/** Longest wait for a first paint that is never reported (a page with no text or image to paint). */
const PAINT_WAIT_MS = 2_000;

const firstContentShown = () =>
  new Promise<void>((shown) => {
    if (document.visibilityState === 'hidden' || performance.getEntriesByName(FIRST_CONTENT).length > 0)
      return shown();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void afterNextPaint().then(shown);
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(FIRST_CONTENT).length === 0) return;
      observer.disconnect();
      shown();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(shown, PAINT_WAIT_MS);
  });

/**
 * The app in stages: chunks the hydration imports, leaves first, each evaluated in a task of its own. A module's
 * import evaluates its chunk and what that imports, unless already evaluated; imported at once, the hydration's
 * chunks were evaluated in one task of ≈ 100 ms at 4× CPU after the first paint. Each names a module of the chunk it
 * stands for (scripts/budgets/chunk-groups.mjs): if one moved to another chunk, its stage would only do less.
 */
const APP_STAGES: readonly (() => Promise<unknown>)[] = [
  // The first-route chunk: React, the router, TanStack Query, the home route's data.
  () => import('./app/routes/home.data'),
  // React DOM's client (a chunk of its own in a server-rendering build).
  () => import('./app/shell/dom-client-stage'),
  // The validation chunk: zod and the start props' schema, which the hydration builds in slices.
  () => import('./api-generated/model/getStartDataResponse.zod'),
  // The page-frame chunk: the header and footer.
  () => import('./app/layout/Header'),
];

async function importAppInStages(): Promise<void> {
  for (const stage of APP_STAGES) {
    await stage();
    await yieldToMain();
  }
}

void firstContentShown()
  // The scripts the hydration loads, a few per task (src/lib/module-preloads.ts): Vite's loader then finds them named.
  .then(() => preloadModulesInSlices(listedModulePreloads()))
  // A stage that fails to load leaves it to the hydration's own import, which reports and recovers as before.
  .then(() => importAppInStages().catch(() => undefined))
  .then(() => {
    const app = import('./app/shell/hydration').then(({ startServerRenderedApp }) =>
      startServerRenderedApp(),
    );
    // The web font, which the first paint did without (src/design-system/theme/web-font.ts): loaded beside the app,
    // worn from the shopper's next screen on; in a task of its own.
    setTimeout(() => void swapInWebFont({ until: app.then(({ nextScreen }) => nextScreen) }), 0);
  });
