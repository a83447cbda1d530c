// The recently viewed list's fetch (10 s after load) says every failure in one error toast (spec §8): its sections
// have no error state. The app's query client toasts nothing of its own for it, so the shop's words come once.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createQueryClient, type Toast } from '@/lib/http';
import { fetchRecentlyViewed } from './recently-viewed-fetch';

async function fetchWith(answer: () => Response) {
  server.use(http.get('*/viewed-products', answer));
  const toasts: Toast[] = [];
  const show = (toast: Toast) => toasts.push(toast);
  // The app's own reactions and the fetch's relay both end in the same toasts.
  const queryClient = createQueryClient({ notify: show, defaultOptions: { queries: { retry: false } } });
  await fetchRecentlyViewed(queryClient, show);
  return toasts.map((toast) => [toast.tone, toast.message]);
}

describe('fetchRecentlyViewed', () => {
  it('toasts the shop’s refusal once', async () => {
    expect(await fetchWith(() => HttpResponse.json({ error: 'Too many requests, try later' }))).toEqual([
      ['error', 'Too many requests, try later'],
    ]);
  });

  it('toasts a failure the shop did not word once, in the client’s words', async () => {
    const toasts = await fetchWith(() => HttpResponse.json({}, { status: 500 }));
    expect(toasts).toHaveLength(1);
    expect(toasts[0]![0]).toBe('error');
  });
});
