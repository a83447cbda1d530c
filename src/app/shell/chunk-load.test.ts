import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  listenForPreloadErrors,
  loadChunk,
  RECONNECT_GRACE_MS,
  reloadOnce,
} from './chunk-load';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('chunk loading', () => {
  it('names the chunk, the failure type and the address when an import fails', async () => {
    const load = loadChunk('product', () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/product-abc.js'),
      ),
    );
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe(
      'Loading chunk product failed.\n(error: http://shop.test/assets/product-abc.js)',
    );
  });

  it('times out after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('cart', () => new Promise<never>(() => {}))();
    const result = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(((await result) as ChunkLoadError).type).toBe('timeout');
    vi.useRealTimers();
  });

  it('reloads once, then refuses to loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload)).toBe(true);
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a failed chunk while offline (the reload would lose the page)', () => {
    // A target of its own: importing the app (other test files share this worker) listens on the window too.
    const page = new EventTarget();
    const stop = listenForPreloadErrors(() => false, page);
    const event = new Event('vite:preloadError', { cancelable: true });
    page.dispatchEvent(event);
    stop();
    expect(event.defaultPrevented).toBe(false);
  });

  it('does not reload for a failed chunk in the moments after the connection returns, and does later', () => {
    const page = new EventTarget();
    let time = 1_000_000;
    const reload = vi.fn(() => true);
    const stop = listenForPreloadErrors(() => true, page, { now: () => time, reload });
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      page.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Online all along: a deploy's missing chunk, so the page reloads.
    expect(fail()).toBe(true);
    page.dispatchEvent(new Event('online'));
    time += RECONNECT_GRACE_MS - 1;
    expect(fail()).toBe(false);
    time += 1;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });
});
