import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HydrationSettling } from './hydration-settling';
import { useBreakpoint, useMediaQuery, WideScreenFallback } from './useMediaQuery';

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

  it('answers what the server rendered with while a server-rendered page settles, then the screen’s answer', () => {
    fakeMatchMedia(false);
    let settling = true;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HydrationSettling value={settling}>{children}</HydrationSettling>
    );
    const { result, rerender } = renderHook(() => useBreakpoint('desktop'), { wrapper });
    // A phone: the server rendered the desktop layout (the breakpoint's fallback), and so does the settling page.
    expect(result.current).toBe(true);
    settling = false;
    rerender();
    expect(result.current).toBe(false);
  });

  it('answers a phone’s layout while settling when the server rendered for a phone, then the screen’s answer', () => {
    fakeMatchMedia(true);
    let settling = true;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WideScreenFallback value={false}>
        <HydrationSettling value={settling}>{children}</HydrationSettling>
      </WideScreenFallback>
    );
    const { result, rerender } = renderHook(() => useBreakpoint('desktop'), { wrapper });
    expect(result.current).toBe(false);
    // The guess was wrong (a phone's browser on a wide screen): the screen's answer wins once settled.
    settling = false;
    rerender();
    expect(result.current).toBe(true);
  });
});
