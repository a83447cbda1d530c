// Error-boundary coverage (quality-bar R19): the app's real route tree (src/app/router.tsx: root layout, each route's
// loader, error element and handle) with the demo shop behind it, where each lazy screen is swapped for one that
// throws while rendering. The shopper must see the route's error with a way to try again, inside a page whose
// header still works, and the error must reach telemetry exactly once, through the same React root callbacks
// src/main.tsx gives createRoot.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/http';
import { routeTable, type RouteName } from '@/lib/navigation/route-table';
import { rootErrorCallbacks, setErrorSink, type ErrorReport } from '@/lib/telemetry';
import { Providers } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { createRoutes } from '../router';

type LazyRoute = RouteName | 'notFound';
/** Every route whose screen is a lazy chunk: each row of the route table, and the not-found route. */
const lazyRoutes: LazyRoute[] = [...(Object.keys(routeTable) as RouteName[]), 'notFound'];

/** An address each route answers: its pattern with sample parameters, an optional one left out. */
const addressOf = (route: LazyRoute): string =>
  route === 'notFound'
    ? '/no-such-page'
    : routeTable[route].path
        .replace(/\/:\w+\?/g, '')
        .replace(/:(\w+)/g, (_, name: string) => (name === 'slug' ? 'phones' : `sample-${name}`));

/** The routes whose screen throws while rendering, until the test lets it render. */
const failing = new Set<LazyRoute>();
const failureOf = (route: LazyRoute) => `the ${route} screen failed to render`;

/** A route's screen for the test: it renders its name, or throws while its route is failing. */
function standInScreen(route: LazyRoute) {
  return function Screen() {
    if (failing.has(route)) throw new Error(failureOf(route));
    return <h1>{`The ${route} screen`}</h1>;
  };
}

type Lazy = Exclude<RouteObject['lazy'], undefined>;

/**
 * The app's routes with each lazy screen replaced by its stand-in (loaders, error elements, handles and the layout
 * are the app's own); `change` may alter a route further.
 */
function appRoutesWithStandIns(
  queryClient: ReturnType<typeof createQueryClient>,
  change: (route: RouteObject) => RouteObject = (route) => route,
): RouteObject[] {
  const [root] = createRoutes(queryClient);
  const children = root!.children!.map((route) => {
    const Component = standInScreen(route.id as LazyRoute);
    const lazy = route.lazy as Lazy;
    return change({
      ...route,
      lazy: (typeof lazy === 'function'
        ? async () => ({ Component })
        : { ...lazy, Component: async () => Component }) as Lazy,
    } as RouteObject);
  });
  return [{ ...root!, children } as RouteObject];
}

function openApp(address: string, change?: (route: RouteObject) => RouteObject) {
  const queryClient = createQueryClient({
    notify: () => undefined,
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(appRoutesWithStandIns(queryClient, change), {
    initialEntries: [address],
  });
  render(
    <Providers startData={startDataFixture()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
    // What src/main.tsx gives createRoot (React Testing Library takes all but onUncaughtError).
    {
      onCaughtError: rootErrorCallbacks.onCaughtError,
      onRecoverableError: rootErrorCallbacks.onRecoverableError,
    },
  );
  return { router, user: userEvent.setup() };
}

let reports: ErrorReport[] = [];
let restoreSink: () => void = () => undefined;
// The header is the page frame's lazy chunk. In a worker that has not loaded it yet, Vite transforms its module graph
// on first import, which on a busy machine outlasted the first case's wait for the cart button (the whole unit run
// failed `home` once): load it first, so the waits measure the app, not the transform.
beforeAll(async () => {
  await import('../layout/Header');
}, 60_000);
beforeEach(() => {
  reports = [];
  restoreSink = setErrorSink((report) => reports.push(report));
  // React Router's and the telemetry's own logging of the errors the tests cause on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreSink();
  failing.clear();
});

describe('a lazy screen that throws while rendering (R19)', () => {
  it.each(lazyRoutes)(
    '%s: shows the route’s error with Try again under a working header, and reports it once',
    async (route) => {
      failing.add(route);
      const { router, user } = openApp(addressOf(route));

      expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(router.state.matches.at(-1)?.route.id).toBe(route);
      // The header is still there and answers: the cart opens.
      const cart = await screen.findByRole('button', { name: /^Cart: / });
      await user.click(cart);
      expect(await screen.findByRole('dialog', { name: /^Cart: / })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(reports).toEqual([expect.objectContaining({ message: failureOf(route) })]);

      // Once the screen can render, Try again brings it back without a reload.
      failing.delete(route);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: `The ${route} screen` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Cart: / })).toBeInTheDocument();
      expect(reports).toHaveLength(1);
    },
  );
});

/** The brands route with a loader that fails as `fail` does. */
const brandsLoaderFailing =
  (fail: () => never) =>
  (route: RouteObject): RouteObject =>
    route.id === 'brands'
      ? { ...route, lazy: { ...(route.lazy as object), loader: async () => fail } as Lazy }
      : route;

describe('one telemetry event per error (R19)', () => {
  it('reports a route loader’s failure, which no React boundary sees, once', async () => {
    openApp(
      '/brands',
      brandsLoaderFailing(() => {
        throw new Error('the brands loader failed');
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The error element reports from an effect, which React may run a task after the heading is in the page (CI
    // once read the reports in between): wait for it, then make sure it stays one.
    await waitFor(() => expect(reports).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([
      expect.objectContaining({ source: 'route', message: 'the brands loader failed' }),
    ]);
  });

  it('does not report an address the shop does not have (a loader’s 404)', async () => {
    openApp(
      '/brands',
      brandsLoaderFailing(() => {
        throw data(null, { status: 404 });
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});
