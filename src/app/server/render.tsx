// The first screen rendered on a server (docs/performance.md, "Server-rendered first screen"; issue 36, lever 5):
// the same route table, loaders and providers as the browser, rendered to HTML with React 19's static renderer once
// every loader and lazily loaded part has arrived. The browser then hydrates it (src/app/shell/hydration.ts) from
// the answers serialised beside it. Built on its own (`npm run build:server-render`) and run by the demo server
// (mocks/server/server-render.ts) in a window-like global (happy-dom), as the app's code reads `window` and
// `document` (the page's meta elements, DOMPurify for the shop's HTML).
import { prerender } from 'react-dom/static';
import { eagerPartsArrived } from '@/lib/lazy-part';
import { FirstRenderTime } from '@/design-system/components/FirstRenderTime';
import { HydrationSettling } from '@/design-system/hooks/hydration-settling';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  adaptStartProps,
  keywordsQuery,
  PAGE_PROPS_OPERATION,
  startDataQueryKey,
  startQueryRoots,
} from '@/lib/start-data';
import { App } from '../App';
import { createAppQueryClient } from '../shell/app-query-client';
import { createRoutes } from '../router';
import { startBelowTheFold } from './below-the-fold';
import { WideScreenFallback } from '@/design-system/hooks/useMediaQuery';
import { ServerRequestContext, type ServerDocument, type ServerRequest } from './server-request';

/** What the page carries for the browser to hydrate from (read by src/app/shell/hydration.ts). */
export interface ServerState {
  queries: DehydratedState;
  /** React Router's hydration data: each matched route's loader result. */
  loaderData: Record<string, unknown>;
  /** The server's clock when it rendered (countdowns' first render counts from it on both sides). */
  renderedAt: number;
  /** `ServerRender.parts`: the browser's first render shows the same ones (ServerRenderedPartsContext). */
  parts: string[];
  /** Rendered for a phone (`fromPhone`): the hydrating page's breakpoints answer alike (WideScreenFallback). */
  phone: boolean;
}

/**
 * Whether a page request comes from a phone: its `Sec-CH-UA-Mobile` client hint (which Chromium browsers send with
 * every request), or, from a browser without it, the "Mobi" every phone browser's user agent names (MDN's advice).
 * A wrong guess costs a re-render after hydration, not a wrong page: the screen's own answer wins then.
 */
export function fromPhone(headers: Headers): boolean {
  return headers.get('sec-ch-ua-mobile') === '?1' || /Mobi/.test(headers.get('user-agent') ?? '');
}

export interface ServerRender {
  /** The markup of `#root`. */
  html: string;
  state: ServerState;
  /**
   * The lazily loaded parts outside the route that the markup holds (the GDPR notice), by source module (the build
   * manifest's key), whose stylesheets the page must link for them to paint styled.
   */
  parts: string[];
  /** The language, direction and shop colours the page's `<html>` must carry for its first paint. */
  document?: ServerDocument;
}

/**
 * How long the server waits, after the route's loaders, for the answers they started without awaiting (the home
 * page's sections) and those it starts itself (`startBelowTheFold`: a product's first reviews). One that arrives in
 * time is in the markup and goes to the browser with the others, which then neither asks for it nor draws it while
 * hydrating: that request, its schema's module preloads, its validation and its render were among the longest tasks
 * after a server-rendered page's first paint (docs/performance.md). One that does not arrive in time is the
 * browser's to ask for, as before.
 */
export const STARTED_ANSWERS_WAIT_MS = 300;

/** Resolves when no query is fetching any more, or after `ms`, whichever comes first. */
export function answersStartedInTime(queryClient: QueryClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
    if (queryClient.isFetching() === 0) done();
  });
}

/** What `renderPage` reads beside the request, when the request cannot say it. */
export interface RenderOptions {
  /** The shopper's cookies (a browser-like runtime's `Request` drops a `Cookie` header, so it may come apart). */
  cookie?: string;
  /** Whether a phone asks (`fromPhone`; a browser-like runtime's `Request` drops `Sec-` headers too). */
  phone?: boolean;
  /**
   * How long to wait for the answers started below the fold (`STARTED_ANSWERS_WAIT_MS`). A test of what a render
   * that waited writes gives a loaded machine longer, so its answer cannot miss the wait.
   */
  startedAnswersWaitMs?: number;
}

/**
 * Renders the page `request` asks for with the start props the page carries, or `null` when the server should
 * send the page unrendered (a redirect, a route error, an answer that failed): the browser then renders it as
 * always, so a server render can only add a faster first paint, never take a page away.
 */
export async function renderPage(
  request: Request,
  startProps: Record<string, unknown>,
  {
    cookie = request.headers.get('cookie') ?? '',
    phone = fromPhone(request.headers),
    startedAnswersWaitMs = STARTED_ANSWERS_WAIT_MS,
  }: RenderOptions = {},
): Promise<ServerRender | null> {
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(startDataQueryKey(), await adaptStartProps(startProps, PAGE_PROPS_OPERATION));
  await queryClient.fetchQuery(keywordsQuery());
  const handler = createStaticHandler(createRoutes(queryClient), {
    basename: import.meta.env.BASE_URL,
  });
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
  startBelowTheFold(queryClient, context.matches);
  const unawaited = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  await answersStartedInTime(queryClient, startedAnswersWaitMs);
  // One that failed or is still on its way is left to the browser, as before the wait (its part renders its
  // skeleton): an answer below the fold must not cost the page its first screen (an error answer sends it unrendered).
  for (const query of unawaited)
    if (query.state.status !== 'success')
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  // The page frame's parts and the route's eager ones render without a Suspense boundary once arrived, and so does
  // the hydrating browser, which waits for them too (hydration.tsx): the frame hydrates in the route's pass.
  await eagerPartsArrived();
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();
  // What the request's parts read (the GDPR notice: the consent cookie), and which of them the markup holds.
  let pageDocument: ServerDocument | undefined;
  const server: ServerRequest = {
    cookie,
    parts: new Set(),
    describeDocument: (described) => (pageDocument = described),
  };
  const { prelude } = await prerender(
    <ServerRequestContext value={server}>
      <WideScreenFallback value={!phone}>
        <FirstRenderTime value={renderedAt}>
          {/* As the hydrating page renders until its commit (src/app/shell/hydration.tsx), so both write the same:
              the parts that wait for the page to settle (Radix's tab list) are look-alikes in both. */}
          <HydrationSettling value={true}>
            <App
              server={{
                queryClient,
                children: <StaticRouterProvider router={router} context={context} hydrate={false} />,
              }}
            />
          </HydrationSettling>
        </FirstRenderTime>
      </WideScreenFallback>
    </ServerRequestContext>,
    // Every boundary inline, however large: React outlines big ones into segments that an inline script moves into
    // place, which the shop's `script-src 'self'` blocks (and a prerender has every boundary finished anyway).
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // An answer that failed renders the screen's error state: the browser should ask again instead.
  if (queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length > 0)
    return null;
  // The start props and keywords stay out: the page carries the one, preloads the other (hydration.ts reads both).
  const shared = new Set<unknown>(startQueryRoots());
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && !shared.has(query.queryKey[0]),
  });
  const parts = [...server.parts];
  return {
    html,
    state: { queries, loaderData: context.loaderData, renderedAt, parts, phone },
    parts,
    ...(pageDocument ? { document: pageDocument } : {}),
  };
}
