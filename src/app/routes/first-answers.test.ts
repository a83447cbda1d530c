// The route table names each route's first answers (`firstAnswers`), which a server preloads from the page and whose
// response schemas the build lists among the route's files (docs/performance.md, "Route preloads"). The table must
// stay data only (the build reads it without running the app), so the names cannot be computed from the loaders at
// build time; instead this test derives them from the loaders at test time: it runs every route's loader for an
// address and records the requests that leave. A row that names an answer its loader does not request, a loader
// that awaits one its row does not name, or a server preload for another address than the loader's, fails here.
import { QueryClient } from '@tanstack/react-query';
import { matchRequestUrl, type HttpHandler } from 'msw';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { routeDataPreloads } from '../../../mocks/server/route-preloads';
import { routeTable, type RouteName } from '@/lib/navigation/route-table';
import { screenFor } from '../screens';

/** Every generated operation's MSW handler, by operation: what the operation's method and path look like. */
const handlerModules = import.meta.glob<Record<string, unknown>>(
  '../../api-generated/endpoints/**/*.msw.ts',
  {
    eager: true,
  },
);
function operationHandler(operation: string): HttpHandler {
  const name = `get${operation[0]!.toUpperCase()}${operation.slice(1)}MockHandler`;
  for (const module of Object.values(handlerModules)) {
    const make = module[name];
    if (typeof make === 'function') return (make as () => HttpHandler)();
  }
  throw new Error(`no contract operation '${operation}'`);
}
const requestsOperation = (operation: string, request: Request): boolean => {
  const { info } = operationHandler(operation);
  return info.method === request.method && matchRequestUrl(new URL(request.url), info.path as string).matches;
};

/** An address for each route: its pattern with a plain slug, and a page, a sort and a search for a listing. */
function addressOf(route: RouteName): URL {
  const path = routeTable[route].path
    .replace(/\/:\w+\?/g, '')
    .replace(/:(\w+)/g, (_, name: string) => (name === 'slug' ? 'phones' : `sample-${name}`));
  const search = 'listing' in routeTable[route] ? '?page=2&sort=price_low_high' : '';
  return new URL(`${path}${search}`, location.origin);
}

let requests: Request[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(request.clone());
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** The requests an address's loader sends before its navigation would go on. */
async function loaderRequests(route: RouteName): Promise<Request[]> {
  const load = screenFor(route).data;
  if (!load) return [];
  const { loader } = await load();
  const url = addressOf(route);
  const params = Object.fromEntries(
    [...routeTable[route].path.matchAll(/:(\w+)/g)].map(([, name]) => [
      name!,
      name === 'slug' ? 'phones' : `sample-${name}`,
    ]),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await loader({ queryClient, name: route }, {
    params,
    request: new Request(url),
  } as unknown as LoaderFunctionArgs);
  // What the loader started without awaiting (a listing's facets) leaves in the same task.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return requests.filter((request) => new URL(request.url).pathname !== '/start-data');
}

const routes = Object.keys(routeTable) as RouteName[];
const withFirstAnswers = routes.filter(
  (route): route is RouteName => 'firstAnswers' in routeTable[route],
) as RouteName[];

describe('first answers, as the loaders request them', () => {
  it('covers the pages a shopper lands on from outside: product, shop, cart and every listing', () => {
    expect(withFirstAnswers).toEqual(
      expect.arrayContaining(['product', 'shop', 'cart', 'products', 'category', 'brand']),
    );
  });

  it.each(withFirstAnswers)('%s: the row names exactly the answers its loader requests', async (route) => {
    const named = (routeTable[route] as { firstAnswers: readonly string[] }).firstAnswers;
    const sent = await loaderRequests(route);
    for (const operation of named)
      expect(
        sent.some((request) => requestsOperation(operation, request)),
        `${route}: names ${operation}, which its loader does not request`,
      ).toBe(true);
    for (const request of sent)
      expect(
        named.some((operation) => requestsOperation(operation, request)),
        `${route}: its loader requests ${request.method} ${request.url}, which its row does not name`,
      ).toBe(true);
  });

  it.each(withFirstAnswers)('%s: a server preloads the very addresses its loader requests', async (route) => {
    const url = addressOf(route);
    const preloaded = [
      ...routeDataPreloads(url.pathname, { search: url.searchParams }).matchAll(/href="([^"]+)"/g),
    ].map(([, href]) => new URL(href!.replaceAll('&amp;', '&'), location.origin).href);
    const sent = (await loaderRequests(route)).map((request) => request.url);
    expect(preloaded.sort()).toEqual(sent.sort());
  });
});
