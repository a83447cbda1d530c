import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import {
  getGetLanguageKeywordsQueryKey,
  getGetStartDataQueryKey,
} from '@/api-generated/endpoints/start/start';
import { renewSessionCaches } from './session';

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
});
