// The screens: which lazily loaded modules serve each route of the route table (src/lib/navigation/route-table.ts).
// A screen is `src/app/routes/<screen>.tsx` and, when it reads the API, `<screen>.data.ts` beside it; Vite's glob
// imports make each a lazy chunk of its own. It lives apart from router.tsx so the layout can use the route
// handles without importing the router (no cycle).
import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import {
  routeTable,
  screenFile,
  screenOf,
  type RouteName,
  type RouteRow,
} from '@/lib/navigation/route-table';
import type { RouteLoader } from './routes/route-data';

export interface RouteHandle {
  name: RouteName | 'notFound';
  /** @keyword from the route table's titles (route-table.ts), which `npm run keywords:export` reads itself */
  title: string | null;
}

type ScreenModule = { Component: ComponentType };
type DataModule = { loader: RouteLoader };

/**
 * A screen: its component chunk and, when it reads the API, its data module. The router loads both in parallel
 * (`route.lazy` as an object), and the loader runs as soon as its own small chunk arrives, so the requests start
 * with the navigation, never after the screen mounts (ADR 012).
 */
export interface Screen {
  Component: () => Promise<ScreenModule>;
  data?: () => Promise<DataModule>;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A new filter, sort or page of the same list (or a checkout step, a gateway's outcome) is the mounted screen's
 * business: it keeps the current page on screen while the next loads; the loader runs again only for another path.
 */
const onlyForAnotherPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const screenModules = import.meta.glob<ScreenModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/*.stories.tsx',
]);
const dataModules = import.meta.glob<DataModule>('./routes/*.data.ts');

/** The screen serving `route`; a route whose screen module is missing fails here, at start, by name. */
export function screenFor(route: RouteName): Screen {
  const file = screenFile(screenOf(route));
  const Component = screenModules[`./routes/${file}.tsx`];
  if (!Component) throw new Error(`route ${route}: no screen module src/app/routes/${file}.tsx`);
  const row: RouteRow = routeTable[route];
  return {
    Component,
    data: dataModules[`./routes/${file}.data.ts`],
    shouldRevalidate: row.revalidate === 'on-another-path' ? onlyForAnotherPath : undefined,
  };
}
