import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/http';
import { server } from '../../../mocks/node';
import { Providers } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { RecentlyViewedLoader, VIEWED_PRODUCTS_DELAY_MS } from './RecentlyViewedLoader';

const viewedProductRequests: string[] = [];
// Real time, for a wait in which a request that should not be sent would have been: taken before timers are faked.
const realSetTimeout = globalThis.setTimeout;
const whileARequestWouldGoOut = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 300)));
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/viewed-products')) viewedProductRequests.push(request.method);
};

// The fetch's code loaded, as the app's would be by the time it is used: its import is then no real-time wait.
beforeAll(async () => {
  await import('./recently-viewed-fetch');
});

beforeEach(() => {
  viewedProductRequests.length = 0;
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.useRealTimers();
});

/** The app's loader beside an outlet, home first; `/next` waits for `nextLoaded` before it shows. */
function renderWithRouteChange() {
  let release = () => {};
  const nextLoaded = new Promise<null>((resolve) => (release = () => resolve(null)));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <RecentlyViewedLoader />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'next', loader: () => nextLoaded, element: <h1>Next</h1> },
        { path: 'other', element: <h1>Other</h1> },
      ],
    },
  ]);
  const queryClient = createQueryClient({ notify: () => undefined });
  render(
    <Providers startData={startDataFixture()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, release };
}

describe('RecentlyViewedLoader', () => {
  it('lets a route change under way at 10 s go first, then fetches the list once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, release } = renderWithRouteChange();
    await screen.findByRole('heading', { name: 'Home' });

    act(() => vi.advanceTimersByTime(VIEWED_PRODUCTS_DELAY_MS - 500));
    act(() => void router.navigate('/next'));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await whileARequestWouldGoOut();
    expect(router.state.navigation.state).toBe('loading');
    expect(viewedProductRequests).toEqual([]);

    act(release);
    await screen.findByRole('heading', { name: 'Next' });
    await waitFor(() => expect(viewedProductRequests).toEqual(['GET']));

    await act(() => router.navigate('/other'));
    await screen.findByRole('heading', { name: 'Other' });
    await act(() => vi.advanceTimersByTimeAsync(VIEWED_PRODUCTS_DELAY_MS));
    await whileARequestWouldGoOut();
    expect(viewedProductRequests).toEqual(['GET']);
  });

  it('fetches the list 10 s after load when no route change is under way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithRouteChange();
    await screen.findByRole('heading', { name: 'Home' });

    await act(() => vi.advanceTimersByTimeAsync(VIEWED_PRODUCTS_DELAY_MS - 1_000));
    await whileARequestWouldGoOut();
    expect(viewedProductRequests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(viewedProductRequests).toEqual(['GET']));
  });
});
