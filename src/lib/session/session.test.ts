import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { draftStorageKey, intentKey, sessionStore, storageOwner } from '@/lib/storage';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import {
  getGetLanguageKeywordsQueryKey,
  getGetStartDataQueryKey,
} from '@/api-generated/endpoints/start/start';
import { renewSessionCaches } from './session';

afterEach(() => onlineManager.setOnline(true));

describe('renewSessionCaches', () => {
  it('drops the old session’s caches, and keeps the page frame’s (start data, keywords) shown while they reload', async () => {
    const queryClient = new QueryClient();
    const fetched: string[] = [];
    // The page frame as the app observes it: invalidating refetches it.
    const observe = (queryKey: readonly unknown[], answer: string) =>
      new QueryObserver(queryClient, {
        queryKey,
        queryFn: async () => {
          fetched.push(answer);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return answer;
        },
        staleTime: Infinity,
      }).subscribe(() => undefined);
    queryClient.setQueryData(getGetStartDataQueryKey(), 'guest start data');
    queryClient.setQueryData(getGetLanguageKeywordsQueryKey(), 'guest keywords');
    queryClient.setQueryData(getGetCartQueryKey(), 'guest cart');
    const stops = [
      observe(getGetStartDataQueryKey(), 'customer start data'),
      observe(getGetLanguageKeywordsQueryKey(), 'customer keywords'),
    ];

    const renewing = renewSessionCaches(queryClient);
    expect(queryClient.getQueryData(getGetCartQueryKey())).toBeUndefined();
    // What the page renders from stays until the new session's answers replace it: no "Loading the shop…".
    expect(queryClient.getQueryData(getGetStartDataQueryKey())).toBe('guest start data');
    expect(queryClient.getQueryData(getGetLanguageKeywordsQueryKey())).toBe('guest keywords');

    await renewing;
    expect(fetched.sort()).toEqual(['customer keywords', 'customer start data']);
    expect(queryClient.getQueryData(getGetStartDataQueryKey())).toBe('customer start data');
    expect(queryClient.getQueryData(getGetLanguageKeywordsQueryKey())).toBe('customer keywords');
    for (const stop of stops) stop();
  });

  it('forgets what the browser kept for the old person: drafts, order keys, waiting cart changes, the guest id (R7)', async () => {
    const queryClient = new QueryClient();
    const guest = storageOwner(null);
    sessionStorage.setItem(draftStorageKey('user:22', 'address-new'), '{"phone_no":"+8801700000022"}');
    sessionStorage.setItem(draftStorageKey(guest, 'contact'), '{"email":"customer@marketfront.test"}');
    intentKey('complete-order', 'user:22', { payment_type: 'wallet' });
    sessionStore.set('offline-cart-changes', { owner: 'user:22', changes: [] });
    // A change paused offline by the old person would otherwise be sent under the new session.
    onlineManager.setOnline(false);
    let sent = 0;
    const waiting = new MutationObserver(queryClient, {
      mutationFn: async () => {
        sent += 1;
      },
      networkMode: 'online',
    });
    void waiting.mutate().catch(() => undefined);
    expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);

    await renewSessionCaches(queryClient);
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();

    const kept = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(kept.filter((key) => key?.startsWith('marketfront:draft:'))).toEqual([]);
    expect(sessionStore.get('offline-cart-changes')).toBeNull();
    expect(storageOwner(null)).not.toBe(guest);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(sent).toBe(0);
  });

  it('for a guest session, says "signed out" at once and cancels the old person’s requests still in flight', async () => {
    const queryClient = new QueryClient();
    const customer = { id: 22, first_name: 'Demo' };
    let guestAnswer: (value: unknown) => void = () => undefined;
    const stopStart = new QueryObserver(queryClient, {
      queryKey: getGetStartDataQueryKey(),
      queryFn: () => new Promise((resolve) => (guestAnswer = resolve)),
      staleTime: Infinity,
    }).subscribe(() => undefined);
    queryClient.setQueryData(getGetStartDataQueryKey(), { user: customer, carts: [] });
    // An account request the old session began: the server would answer it with a 401 once the session is gone.
    let aborted = false;
    const stopOrders = new QueryObserver(queryClient, {
      queryKey: ['/user/orders'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          }),
        ),
    }).subscribe(() => undefined);
    await Promise.resolve();

    const renewing = renewSessionCaches(queryClient, { asGuest: true });
    // Before the guest's start data arrives, the screens already read a guest (so nothing asks for account data).
    expect(queryClient.getQueryData(getGetStartDataQueryKey())).toEqual({ user: null, carts: [] });
    await Promise.resolve();
    expect(aborted).toBe(true);
    guestAnswer({ user: null, carts: [], fresh: true });
    await renewing;
    expect(queryClient.getQueryData(getGetStartDataQueryKey())).toEqual({
      user: null,
      carts: [],
      fresh: true,
    });
    stopStart();
    stopOrders();
  });
});
