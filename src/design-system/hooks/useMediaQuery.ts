import { createContext, use, useCallback, useSyncExternalStore } from 'react';
import { mediaQuery, reducedMotion, type Breakpoint } from '../theme/tokens';
import { useHydrationSettling } from './hydration-settling';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, kept up to date. For what JavaScript must decide (mount or not, motion driven
 * from script); what only looks different belongs in CSS. Without `matchMedia` (a non-browser render) it is
 * `fallback`. So it is while a server-rendered page settles (`HydrationSettling`): the server rendered with it.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const settling = useHydrationSettling();
  const snapshot = () => (!settling && canMatch() ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}

/**
 * What the breakpoints answer where the screen cannot be asked (a server's render, and the page hydrating it while
 * it settles): true, a wide screen's layout, unless the request said it came from a phone. The server's render
 * (src/app/server/render.tsx) sets it from the request, and the hydrating page from the state the server wrote, so
 * both render alike: a phone then gets, and hydrates, a phone's first screen, without the desktop parts that CSS
 * would hide and its first update after hydration would remove.
 */
export const WideScreenFallback = createContext(true);

/** From the breakpoint up (the same query as the design system's responsive styles). */
export const useBreakpoint = (breakpoint: Breakpoint) =>
  useMediaQuery(mediaQuery(breakpoint), use(WideScreenFallback));

/** The shopper's "reduce motion" preference. */
export const useReducedMotion = () => useMediaQuery(reducedMotion);
