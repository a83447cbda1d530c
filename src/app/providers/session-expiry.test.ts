import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import { getGetWalletHistoryQueryKey } from '@/api-generated/endpoints/wallet/wallet';
import { AuthError, NetworkError, reportHttpError } from '@/lib/http';
import { draftStorageKey } from '@/lib/storage';
import { watchSessionExpiry } from './session-expiry';

const setup = (url: string) => {
  const queryClient = new QueryClient();
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] });
  queryClient.setQueryData(getGetWalletHistoryQueryKey({ page: 1 }), { balance: 250 });
  // The start data as the app observes it, so its invalidation can be seen as a refetch.
  let startFetches = 0;
  const unobserve = new QueryObserver(queryClient, {
    queryKey: getGetStartDataQueryKey(),
    queryFn: () => {
      startFetches += 1;
      return { user: null };
    },
  }).subscribe(() => undefined);
  const unwatch = watchSessionExpiry(queryClient, router);
  const stop = () => {
    unwatch();
    unobserve();
  };
  return { queryClient, router, stop, startFetches: () => startFetches };
};

let stop = () => undefined as void;
afterEach(() => stop());

describe('watchSessionExpiry', () => {
  it('after a 401 drops the old session’s data, refreshes the start data and opens sign-in with the way back', async () => {
    const app = setup('/my-wallet?page=2');
    stop = app.stop;
    await expect.poll(app.startFetches).toBe(1);

    reportHttpError(new AuthError('getWalletHistory'));

    expect(app.queryClient.getQueryData(getGetWalletHistoryQueryKey({ page: 1 }))).toBeUndefined();
    await expect.poll(app.startFetches).toBe(2);
    await expect
      .poll(() => `${app.router.state.location.pathname}${app.router.state.location.search}`)
      .toBe('/login?redirect=%2Fmy-wallet%3Fpage%3D2');
  });

  it('after a 401 forgets the drafts the expired session’s shopper left in the tab (R7)', async () => {
    const app = setup('/checkout');
    stop = app.stop;
    sessionStorage.setItem(draftStorageKey('user:22', 'address-new'), '{"phone_no":"+8801700000022"}');
    reportHttpError(new NetworkError('getAddresses'));
    expect(sessionStorage.getItem(draftStorageKey('user:22', 'address-new'))).not.toBeNull();

    reportHttpError(new AuthError('getAddresses'));
    expect(sessionStorage.getItem(draftStorageKey('user:22', 'address-new'))).toBeNull();
  });

  it('leaves other failures, and the sign-in pages themselves, alone', async () => {
    const app = setup('/login?redirect=%2Fuser%2Fdashboard');
    stop = app.stop;
    reportHttpError(new NetworkError('getWalletHistory'));
    expect(app.queryClient.getQueryData(getGetWalletHistoryQueryKey({ page: 1 }))).toEqual({ balance: 250 });

    reportHttpError(new AuthError('getWalletHistory'));
    expect(app.queryClient.getQueryData(getGetWalletHistoryQueryKey({ page: 1 }))).toBeUndefined();
    expect(app.router.state.location.search).toBe('?redirect=%2Fuser%2Fdashboard');
  });
});
