import type { RouteObject } from 'react-router';
import { paths, type RouteName } from './paths';
import { loadChunk } from './shell/chunk-load';
import { screenFor, screens, type RouteHandle } from './screens';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './shell/RouteError';
import { InitialLoad } from './shell/InitialLoad';

function screenRoute(name: RouteName): RouteObject {
  const id = screenFor[name];
  const def = paths[name];
  const handle: RouteHandle = { name, title: def.title };
  return {
    id: name,
    // Relative to the root route; the leading slash is dropped so nested matching works.
    path: def.path === '/' ? undefined : def.path.slice(1),
    index: def.path === '/' ? true : undefined,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const mod = await loadChunk(id, screens[id])();
      return { Component: mod.Component };
    },
  } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError fullPage />,
    hydrateFallbackElement: <InitialLoad />,
    children: [
      ...(Object.keys(paths) as RouteName[]).map(screenRoute),
      {
        id: 'notFound',
        path: '*',
        handle: { name: 'notFound', title: 'Page Not Found' } satisfies RouteHandle,
        lazy: async () => {
          const mod = await loadChunk('not-found', () => import('./routes/not-found'))();
          return { Component: mod.Component };
        },
      },
    ],
  },
];
