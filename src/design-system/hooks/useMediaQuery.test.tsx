import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useBreakpoint, useMediaQuery } from './useMediaQuery';

/** A matchMedia whose answer the test changes, telling its listeners as a browser would. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    spy,
    listeners,
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useMediaQuery', () => {
  it('follows the query as it starts and stops matching, and stops listening on unmount', () => {
    const media = fakeMatchMedia(false);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 10rem)'));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('asks the design system’s breakpoint query', () => {
    const media = fakeMatchMedia(true);
    const { result } = renderHook(() => useBreakpoint('desktop'));
    expect(result.current).toBe(true);
    expect(media.spy).toHaveBeenCalledWith('screen and (min-width: 64rem)');
  });
});
