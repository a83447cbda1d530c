import { describe, expect, it } from 'vitest';
import { SCREEN_FILES } from './screen-files';
import { prefetchScreenFiles } from './screen-prefetch';

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
