import { useSyncExternalStore } from 'react';
import { reducedMotion } from '../../theme/tokens';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const snapshot = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(reducedMotion).matches : false;

/** The shopper's "reduce motion" preference, kept up to date. For motion driven from JavaScript. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
