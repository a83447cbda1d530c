import { useCallback, useSyncExternalStore } from 'react';
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

/** From the breakpoint up (the same query as the design system's responsive styles). */
export const useBreakpoint = (breakpoint: Breakpoint) => useMediaQuery(mediaQuery(breakpoint), true);

/** The shopper's "reduce motion" preference. */
export const useReducedMotion = () => useMediaQuery(reducedMotion);
