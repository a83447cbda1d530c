import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { LazyImage } from './LazyImage';
import { ATTEMPTS, CACHE_SIZE, PRELOAD_FACTOR, THROTTLE_MS } from './constants';
import { createLruSet, loadedImages } from './imageCache';
import { loadWithRetry, type ImageLoader } from './loadImage';
import { isNearViewport, rootMarginFromFactor } from './nearViewport';

// A controllable IntersectionObserver: tests decide when an element comes near the viewport.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  static bringNear(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      observer.callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

describe('constants', () => {
  it('match the storefront spec', () => {
    expect({ ATTEMPTS, THROTTLE_MS, PRELOAD_FACTOR, CACHE_SIZE }).toEqual({
      ATTEMPTS: 3,
      THROTTLE_MS: 200,
      PRELOAD_FACTOR: 1.3,
      CACHE_SIZE: 200,
    });
  });
});

describe('createLruSet', () => {
  it('forgets the least recently used key beyond its capacity', () => {
    const cache = createLruSet(3);
    ['a', 'b', 'c'].forEach((key) => cache.add(key));
    expect(cache.has('a')).toBe(true); // a is now the most recent
    cache.add('d');
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('c')).toBe(true);
    expect(cache.has('d')).toBe(true);
    expect(cache.size).toBe(3);
  });

  it('re-adding a key refreshes it instead of duplicating it', () => {
    const cache = createLruSet(2);
    cache.add('a');
    cache.add('b');
    cache.add('a');
    cache.add('c');
    expect(cache.size).toBe(2);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
  });

  it('the shared cache holds CACHE_SIZE URLs', () => {
    loadedImages.clear();
    for (let i = 0; i <= CACHE_SIZE; i += 1) loadedImages.add(`/img/${i}.jpg`);
    expect(loadedImages.size).toBe(CACHE_SIZE);
    expect(loadedImages.has('/img/0.jpg')).toBe(false);
    expect(loadedImages.has(`/img/${CACHE_SIZE}.jpg`)).toBe(true);
    loadedImages.clear();
  });

  it('rejects a nonsensical capacity', () => {
    expect(() => createLruSet(0)).toThrow(/capacity/);
  });
});

describe('loadWithRetry', () => {
  const signal = () => new AbortController().signal;

  it('succeeds on a later attempt', async () => {
    const loader = vi
      .fn<ImageLoader>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce(undefined);
    await expect(loadWithRetry('/a.jpg', { loader, signal: signal(), retryDelayMs: 0 })).resolves.toBe(
      'loaded',
    );
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${ATTEMPTS} attempts and tries no more`, async () => {
    const loader = vi.fn<ImageLoader>().mockRejectedValue(new Error('404'));
    await expect(loadWithRetry('/a.jpg', { loader, signal: signal(), retryDelayMs: 0 })).resolves.toBe(
      'error',
    );
    expect(loader).toHaveBeenCalledTimes(ATTEMPTS);
  });

  it('waits THROTTLE_MS between attempts', async () => {
    vi.useFakeTimers();
    try {
      const loader = vi.fn<ImageLoader>().mockRejectedValue(new Error('404'));
      const outcome = loadWithRetry('/a.jpg', { loader, signal: signal() });
      await vi.advanceTimersByTimeAsync(0);
      expect(loader).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(THROTTLE_MS - 1);
      expect(loader).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(loader).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(THROTTLE_MS);
      await expect(outcome).resolves.toBe('error');
      expect(loader).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const loader = vi.fn<ImageLoader>().mockImplementation(() => {
      controller.abort();
      return Promise.reject(new Error('aborted'));
    });
    await expect(
      loadWithRetry('/a.jpg', { loader, signal: controller.signal, retryDelayMs: 0 }),
    ).resolves.toBe('aborted');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('viewport maths', () => {
  it('turns the preload factor into an IntersectionObserver root margin', () => {
    expect(rootMarginFromFactor(PRELOAD_FACTOR)).toBe('30%');
    expect(rootMarginFromFactor(1)).toBe('0%');
  });

  it('counts an element within 30% below the fold as near', () => {
    const viewport = { width: 1000, height: 800 };
    expect(isNearViewport({ top: 1000, bottom: 1200, left: 0, right: 100 }, viewport, 1.3)).toBe(true);
    expect(isNearViewport({ top: 1100, bottom: 1300, left: 0, right: 100 }, viewport, 1.3)).toBe(false);
    expect(isNearViewport({ top: -500, bottom: -300, left: 0, right: 100 }, viewport, 1.3)).toBe(false);
  });
});

describe('<LazyImage>', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    loadedImages.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    loadedImages.clear();
  });

  const rootOf = (img: HTMLElement) => img.parentElement!;

  it('reserves the aspect ratio and waits until it comes near the viewport', async () => {
    const loader = vi.fn<ImageLoader>().mockResolvedValue(undefined);
    render(<LazyImage src="/bag.jpg" alt="Leather bag" width={600} height={400} loader={loader} />);
    const img = screen.getByRole('img', { name: 'Leather bag' });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).not.toHaveAttribute('src');
    expect(rootOf(img)).toHaveAttribute('data-state', 'loading');
    // An inline custom property: toHaveStyle cannot see those (it would pass anything), so read the attribute.
    // eslint-disable-next-line jest-dom/prefer-to-have-style
    expect(rootOf(img)).toHaveAttribute('style', expect.stringContaining('600 / 400'));
    expect(loader).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('30%');

    act(() => FakeIntersectionObserver.bringNear(rootOf(img)));
    await waitFor(() => expect(rootOf(img)).toHaveAttribute('data-state', 'loaded'));
    expect(img).toHaveAttribute('src', '/bag.jpg');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it(`shows the error image after ${ATTEMPTS} failed attempts and stops`, async () => {
    const loader = vi.fn<ImageLoader>().mockRejectedValue(new Error('404'));
    const onStateChange = vi.fn();
    render(
      <LazyImage
        src="/missing.jpg"
        errorSrc="/error.svg"
        alt="Missing"
        width={1}
        height={1}
        loader={loader}
        onStateChange={onStateChange}
      />,
    );
    const img = screen.getByRole('img', { name: 'Missing' });
    act(() => FakeIntersectionObserver.bringNear(rootOf(img)));
    await waitFor(() => expect(rootOf(img)).toHaveAttribute('data-state', 'error'), { timeout: 3000 });
    expect(img).toHaveAttribute('src', '/error.svg');
    expect(loader).toHaveBeenCalledTimes(ATTEMPTS);
    // onStateChange runs in a passive effect, which React may flush a moment after the DOM shows the error:
    // waiting on the DOM alone raced it (CI saw the last call still 'loading').
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith('error'));
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['loading', 'error']);
    await new Promise((resolve) => setTimeout(resolve, THROTTLE_MS * 2));
    expect(loader).toHaveBeenCalledTimes(ATTEMPTS);
  });

  it('shows a cached image at once on re-mount, without loading it again', async () => {
    const loader = vi.fn<ImageLoader>().mockResolvedValue(undefined);
    const first = render(<LazyImage src="/shoe.jpg" alt="Shoe" width={1} height={1} loader={loader} />);
    act(() => FakeIntersectionObserver.bringNear(rootOf(screen.getByRole('img'))));
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', '/shoe.jpg'));
    first.unmount();

    render(<LazyImage src="/shoe.jpg" alt="Shoe" width={1} height={1} loader={loader} />);
    const img = screen.getByRole('img', { name: 'Shoe' });
    expect(rootOf(img)).toHaveAttribute('data-state', 'loaded');
    expect(img).toHaveAttribute('src', '/shoe.jpg');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads a priority image eagerly with high fetch priority, never lazily', async () => {
    const loader = vi.fn<ImageLoader>().mockResolvedValue(undefined);
    render(<LazyImage src="/hero.jpg" alt="Hero" width={1200} height={400} priority loader={loader} />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('src', '/hero.jpg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(FakeIntersectionObserver.instances.every((o) => o.elements.size === 0)).toBe(true);
    await waitFor(() => expect(rootOf(img)).toHaveAttribute('data-state', 'loaded'));
  });

  it('asks React for no render while its first commit runs (a "nested update")', () => {
    // An update from a ref callback is rendered at once, in the commit's task, with every pending effect: on a
    // server-rendered product page, one per image in the hydration's commit.
    const commits = vi.fn();
    render(
      <Profiler id="image" onRender={commits}>
        <LazyImage src="/y.jpg" alt="Y" width={1} height={1} loader={() => new Promise(() => {})} />
      </Profiler>,
    );
    // Profiler's phase names such an update: 'nested-update'.
    expect(commits.mock.calls.map(([, phase]) => phase as string)).not.toContain('nested-update');
    expect(FakeIntersectionObserver.instances.some((o) => o.elements.size === 1)).toBe(true);
  });

  it('forwards its ref to the root element', () => {
    const ref = { current: null as HTMLSpanElement | null };
    render(
      <LazyImage ref={ref} src="/x.jpg" alt="" width={1} height={1} loader={() => new Promise(() => {})} />,
    );
    expect(ref.current).toHaveAttribute('data-state', 'loading');
  });
});
