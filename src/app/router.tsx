import type { QueryClient } from '@tanstack/react-query';
import { redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths, type RouteName } from './paths';
import { loadChunk } from './shell/chunk-load';
import { hasOwnPolicy, moduleOf, screenOf } from '@/lib/navigation/route-table';
import { screenFor, type RouteHandle } from './screens';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './shell/RouteError';
import { InitialLoad } from './shell/InitialLoad';
import { mustLoadDocument } from './shell/document-loads';
import { moduleIsOn } from './routes/route-data';
import { yieldToMain } from '@/lib/yield-to-main';

const notFoundScreen = () => import('./routes/not-found');

/**
 * One route per row of the route table (src/lib/navigation/route-table.ts). Its screen and its data module are separate lazy chunks fetched in
 * parallel; the loader runs as soon as the (tiny) data chunk arrives and starts the route's queries into the
 * query cache while the screen chunk is still downloading (ADR 012).
 */
function screenRoute(name: RouteName, queryClient: QueryClient): RouteObject {
  const id = screenOf(name);
  const screen = screenFor(name);
  const def = paths[name];
  const handle: RouteHandle = { name, title: def.title };
  const { data } = screen;
  // A route of a module the owner switched off (src/lib/modules) is the not-found page, and its loader asks nothing.
  const module = moduleOf(name);
  const isOn = () => (module ? moduleIsOn(queryClient, module) : Promise.resolve(true));
  // A page the server may give a wider policy is entered by loading the document (shell/document-loads.ts).
  const ownPolicy = hasOwnPolicy(name);
  const enter = ({ request }: LoaderFunctionArgs) => {
    if (ownPolicy && mustLoadDocument(request)) throw redirectDocument(request.url);
  };
  return {
    id: name,
    // Relative to the root route; the leading slash is dropped so nested matching works.
    path: def.path === '/' ? undefined : def.path.slice(1),
    index: def.path === '/' ? true : undefined,
    handle,
    errorElement: <RouteError />,
    // The first screen's shape while its chunk (and above-the-fold data) loads; the header is already there.
    hydrateFallbackElement: <InitialLoad first />,
    shouldRevalidate: screen.shouldRevalidate,
    lazy: {
      Component: async () =>
        (await isOn())
          ? (await loadChunk(id, screen.Component)()).Component
          : (await loadChunk('not-found', notFoundScreen)()).Component,
      ...((data || ownPolicy) && {
        loader: async () => {
          const mod = data && (await isOn()) ? await loadChunk(`${id}-data`, data)() : null;
          // The queries start in a task of their own: on the first screen this ran in the task that creates the
          // router, together one long task (≈ 150 ms at 4× CPU on the home page).
          await yieldToMain();
          return (args: LoaderFunctionArgs) => {
            enter(args);
            return mod ? mod.loader({ queryClient, name }, args) : null;
          };
        },
      }),
    },
  } as RouteObject;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError fullPage />,
      children: [
        ...(Object.keys(paths) as RouteName[]).map((name) => screenRoute(name, queryClient)),
        {
          id: 'notFound',
          path: '*',
          handle: { name: 'notFound', title: 'Page Not Found' } satisfies RouteHandle,
          // Its own, like every screen's: the root's would replace the header too.
          errorElement: <RouteError />,
          hydrateFallbackElement: <InitialLoad first />,
          lazy: async () => {
            const mod = await loadChunk('not-found', notFoundScreen)();
            return { Component: mod.Component };
          },
        },
      ],
    },
  ];
}
