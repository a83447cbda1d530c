import { describe, expect, it } from 'vitest';
import { SCREEN_FILES } from '@/lib/build-files';
import { prefetchScreenFiles, prefetchScreens } from './screen-prefetch';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeFetch(list: unknown, status = 200) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith(SCREEN_FILES)) return Promise.resolve(Response.json(list, { status }));
    return Promise.resolve(new Response('export {}'));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('prefetching the other screens', () => {
  it('fetches the build’s list, then each listed file at low priority in idle slices — nothing is run', async () => {
    const { fetch, calls } = fakeFetch([
      'assets/cart-1.js',
      'assets/cart-1.css',
      '../secret',
      42,
      'https://x.test/a.js',
    ]);
    const slices: (() => void)[][] = [];
    prefetchScreenFiles({
      fetch,
      base: '/shop/',
      inIdleSlices: (tasks) => (slices.push([...tasks]), () => {}),
    });
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/shop/screen-files.json']);
    expect(slices).toHaveLength(1);
    for (const task of slices[0]!) task();
    await flush();
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/shop/assets/cart-1.js', '/shop/assets/cart-1.css']);
    expect(calls[1]!.init).toMatchObject({ priority: 'low', credentials: 'same-origin' });
  });

  it('a missing list (dev server, old backend) prefetches nothing and throws nothing', async () => {
    const { fetch, calls } = fakeFetch({ message: 'Not Found' }, 404);
    let scheduled = false;
    prefetchScreenFiles({ fetch, base: '/', inIdleSlices: () => ((scheduled = true), () => {}) });
    await flush();
    expect(calls).toHaveLength(1);
    expect(scheduled).toBe(false);
  });

  it('cancelling before the list arrives schedules nothing and aborts the request', async () => {
    const { fetch, calls } = fakeFetch(['assets/a.js']);
    let scheduled = false;
    const cancel = prefetchScreenFiles({
      fetch,
      base: '/',
      inIdleSlices: () => ((scheduled = true), () => {}),
    });
    cancel();
    await flush();
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
    expect(scheduled).toBe(false);
  });
});

describe('who prefetches the other screens', () => {
  const prefetcher = () => {
    const runs: string[] = [];
    const prefetch = () => {
      runs.push('prefetch');
      return () => runs.push('cancelled');
    };
    return { runs, prefetch };
  };

  it('the page, where the build or the browser has no service worker', () => {
    const { runs, prefetch } = prefetcher();
    prefetchScreens(null, prefetch);
    expect(runs).toEqual(['prefetch']);
  });

  it('the service worker’s install, where it registers: the page fetches nothing itself', async () => {
    const { runs, prefetch } = prefetcher();
    prefetchScreens(Promise.resolve({}), prefetch);
    await flush();
    expect(runs).toEqual([]);
  });

  it('the page again, when registering the worker fails (private mode, blocked)', async () => {
    const { runs, prefetch } = prefetcher();
    const cancel = prefetchScreens(Promise.reject(new Error('blocked')), prefetch);
    await flush();
    expect(runs).toEqual(['prefetch']);
    cancel();
    expect(runs).toEqual(['prefetch', 'cancelled']);
  });

  it('nobody, when the page left before the failure was known', async () => {
    const { runs, prefetch } = prefetcher();
    prefetchScreens(Promise.reject(new Error('blocked')), prefetch)();
    await flush();
    expect(runs).toEqual([]);
  });
});
