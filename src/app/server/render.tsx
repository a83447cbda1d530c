// The first screen rendered on a server (docs/performance.md, "Server-rendered first screen"; issue 36, lever 5):
// the same route table, loaders and providers as the browser, rendered to HTML with React 19's static renderer once
// every loader and lazily loaded part has arrived. The browser then hydrates it (src/app/shell/hydration.ts) from
// the answers serialised beside it. Built on its own (`npm run build:server-render`) and run by the demo server
// (mocks/server/server-render.ts) in a window-like global (happy-dom), as the app's code reads `window` and
// `document` (the page's meta elements, DOMPurify for the shop's HTML).
import { prerender } from 'react-dom/static';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  getGetLanguageKeywordsQueryKey,
  getGetLanguageKeywordsQueryOptions,
  getGetStartDataQueryKey,
} from '@/api-generated/endpoints/start/start';
import { adaptStartProps, PAGE_PROPS_OPERATION } from '@/lib/start-data';
import { AppFrame, createAppQueryClient } from '../App';
import { createRoutes } from '../router';

/** What the page carries for the browser to hydrate from (read by src/app/shell/hydration.ts). */
export interface ServerState {
  queries: DehydratedState;
  /** React Router's hydration data: each matched route's loader result. */
  loaderData: Record<string, unknown>;
}

export interface ServerRender {
  /** The markup of `#root`. */
  html: string;
  state: ServerState;
}

/**
 * Renders the page `request` asks for with the start props the page carries, or `null` when the server should
 * send the page unrendered (a redirect, a route error, an answer that failed): the browser then renders it as
 * always, so a server render can only add a faster first paint, never take a page away.
 */
export async function renderPage(
  request: Request,
  startProps: Record<string, unknown>,
): Promise<ServerRender | null> {
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(
    getGetStartDataQueryKey(),
    await adaptStartProps(startProps, PAGE_PROPS_OPERATION),
  );
  await queryClient.fetchQuery({ ...getGetLanguageKeywordsQueryOptions(), staleTime: Infinity });
  const handler = createStaticHandler(createRoutes(queryClient), {
    basename: import.meta.env.BASE_URL,
  });
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppFrame queryClient={queryClient} revealAtOnce>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
    { signal: request.signal },
  );
  const html = await new Response(prelude).text();
  // An answer that failed renders the screen's error state: the browser should ask again instead.
  if (queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length > 0)
    return null;
  // The start props and keywords stay out: the page carries the one, preloads the other (hydration.ts reads both).
  const shared = new Set<unknown>([getGetStartDataQueryKey()[0], getGetLanguageKeywordsQueryKey()[0]]);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && !shared.has(query.queryKey[0]),
  });
  return { html, state: { queries, loaderData: context.loaderData } };
}
