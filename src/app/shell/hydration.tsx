// The browser's half of a server-rendered page (docs/performance.md, "Server-rendered first screen"): the answers
// the server rendered with go back into a query client, and the first route's lazy parts are loaded before the
// router is made, so the first render is the server's markup and React hydrates it instead of replacing it. A
// chunk of its own, loaded only when the page carries a server render.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { FirstRenderTime } from '@/design-system/components/FirstRenderTime';
import { PAGE_ROOT_ATTRIBUTE } from '@/design-system/theme/scroll-lock';
import { HydrationSettling } from '@/design-system/hooks/hydration-settling';
import { WideScreenFallback } from '@/design-system/hooks/useMediaQuery';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { ServerState } from '../server/render';
import { ServerRenderedPartsContext } from '../server/server-request';
import { App, type AppProps } from '../App';
import { createAppQueryClient } from './app-query-client';
import { createRoutes } from '../router';
import { rootErrorCallbacks } from '@/lib/telemetry';
import { eagerPartsArrived } from '@/lib/lazy-part';
import { yieldToMain } from '@/lib/yield-to-main';
import { readJsonScript } from '@/lib/json-script';
import { keywordsQuery, loadStartProps, SERVER_STATE_ID, startDataQueryKey } from '@/lib/start-data';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

const isServerState = (value: unknown): value is ServerState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerState).queries === 'object' &&
  typeof (value as ServerState).loaderData === 'object' &&
  typeof (value as ServerState).renderedAt === 'number' &&
  Array.isArray((value as ServerState).parts) &&
  typeof (value as ServerState).phone === 'boolean';

/** The state the server serialised beside its markup, or null (none, or not ours). */
export function readServerState(doc: Document = document): ServerState | null {
  const value = readJsonScript(SERVER_STATE_ID, doc);
  return isServerState(value) ? value : null;
}

/** Loads a route's lazy parts into the route object, as React Router would on its first navigation. */
async function resolveLazy(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return;
  if (typeof lazy === 'function') {
    Object.assign(route, await lazy());
  } else {
    const parts = await Promise.all(
      Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
    );
    Object.assign(route, Object.fromEntries(parts));
  }
  delete route.lazy;
}

/** The query client and router a hydrating App starts with, from the server's state. */
export async function prepareHydration(
  state: ServerState,
  location: Location = window.location,
): Promise<Hydrated> {
  // Each step in a task of its own (yieldToMain): together they were one or two long tasks (≈ 100 ms at 4× CPU)
  // between the first paint and the hydration.
  const queryClient = createAppQueryClient();
  hydrate(queryClient, state.queries);
  await yieldToMain();
  // What the server rendered with besides the route's answers: the start props the page carries and the keywords
  // it preloads, in the cache before the first render, as the server had them.
  const keywords = queryClient.fetchQuery(keywordsQuery());
  // The start props' first parse builds their schema a piece per task (prepareValidation's `buildInSlices`, ADR 061):
  // it was one task of ≈ 65–95 ms at 4× CPU. Props the page cannot give are loadStartProps's to report.
  const [props] = await Promise.all([loadStartProps(), keywords]);
  queryClient.setQueryData(startDataQueryKey(), props);
  await yieldToMain();
  const routes = createRoutes(queryClient);
  const basename = import.meta.env.BASE_URL;
  await Promise.all((matchRoutes(routes, location, basename) ?? []).map(({ route }) => resolveLazy(route)));
  // With the route's own (the home page's sections): the server rendered them without a boundary (render.tsx).
  await eagerPartsArrived();
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    basename,
    hydrationData: { loaderData: state.loaderData },
  });
  return {
    queryClient,
    router,
    renderedAt: state.renderedAt,
    parts: new Set(state.parts),
    phone: state.phone,
  };
}

export interface Hydrated {
  queryClient: QueryClient;
  router: BrowserRouter;
  renderedAt: number;
  parts: ReadonlySet<string>;
  /** The server rendered a phone's layout (render.tsx, `fromPhone`). */
  phone: boolean;
}

/** The app over a server's markup, with the query client and router the server's state prepared. */
export function HydratedApp({ demoShop, hydrated }: Pick<AppProps, 'demoShop'> & { hydrated: Hydrated }) {
  // The server's render time serves the hydration only: a countdown mounted later counts from now.
  const [renderedAt, setRenderedAt] = useState<number | undefined>(hydrated.renderedAt);
  // Until the hydration's commit, what differs from the server's render waits (HydrationSettling); then it
  // renders in a transition, in slices, with the countdowns' move to the browser's clock.
  const [settling, setSettling] = useState(true);
  useEffect(
    () =>
      startTransition(() => {
        setRenderedAt(undefined);
        setSettling(false);
      }),
    [],
  );
  // The same element across that change: only the parts that read the time or the settling render again, not the
  // whole app.
  const app = useMemo(() => <App demoShop={demoShop} server={hydrated} />, [demoShop, hydrated]);
  return (
    <ServerRenderedPartsContext value={hydrated.parts}>
      <WideScreenFallback value={!hydrated.phone}>
        <HydrationSettling value={settling}>
          <FirstRenderTime value={renderedAt}>{app}</FirstRenderTime>
        </HydrationSettling>
      </WideScreenFallback>
    </ServerRenderedPartsContext>
  );
}

/** Resolves when the router shows another location than the one it hydrated: the shopper's next screen. */
export function nextScreen(router: Pick<BrowserRouter, 'state' | 'subscribe'>): Promise<void> {
  const first = router.state.location;
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.location === first) return;
      stop();
      resolve();
    });
  });
}

/**
 * Hydrates the server's markup in `container` when the page carries a readable state, and returns its router;
 * null when it does not (the app then renders over it as always).
 */
export async function hydrateServerRender(
  container: Element,
  demoShop: AppProps['demoShop'],
  options: RootOptions,
): Promise<BrowserRouter | null> {
  // A task of its own, apart from the evaluation of the app's modules that precedes it (≈ 20 ms at 4× CPU: the
  // state's parse and its answers into the cache).
  await yieldToMain();
  const state = readServerState();
  const hydrated = state ? await prepareHydration(state).catch(() => undefined) : undefined;
  if (!hydrated) return null;
  // In a transition, as React Router's and Next.js's client entries hydrate: React hydrates in slices a tap can
  // interrupt. Interleaved A/B with the page settling in a transition too (bench/RESULTS.md, 2026-11-29 22:12): TBT
  // listing 897 → 532 ms, product 820 → 412, home 822 → 527, cart 246 → 125. (Tried alone in the fourth session, it
  // showed nothing in a quiet series; the React #418 first met with it came from the header's own Suspense
  // boundary, since removed: src/lib/lazy-part.ts.)
  startTransition(() => {
    hydrateRoot(container, <HydratedApp demoShop={demoShop} hydrated={hydrated} />, options);
  });
  return hydrated.router;
}

/**
 * src/hydrate.tsx's work: hydrates the server's markup, or, when the page's state cannot be read, renders over it
 * as src/main.tsx would. Server rendering serves the API from the server, so no demo shop (MSW) starts here.
 * Resolves with the moment the page's next screen shows (`nextScreen`), which is at once when the app rendered
 * over the markup (its render replaced every line anyway).
 */
export async function startServerRenderedApp(): Promise<{ nextScreen: Promise<void> }> {
  const container = document.getElementById('root');
  if (!container) return { nextScreen: Promise.resolve() };
  // The page's element, for a modal's overlay (src/design-system/theme/scroll-lock.ts); not part of React's markup.
  container.setAttribute(PAGE_ROOT_ATTRIBUTE, '');
  const router = await hydrateServerRender(container, undefined, rootErrorCallbacks);
  if (router) return { nextScreen: nextScreen(router) };
  const root = createRoot(container, rootErrorCallbacks);
  startTransition(() => root.render(<App />));
  return { nextScreen: Promise.resolve() };
}
