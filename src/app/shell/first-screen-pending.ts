// While the first screen's placeholder shows (the hydration fallback), the footer waits. The placeholder fills the
// viewport so that a long screen does not push the footer down; but a short one (an empty cart, a sign-in form)
// would then pull it up into view — a layout shift of the whole footer (Lighthouse CLS 0.18 on the cart). A footer
// that is only inserted once the screen is there never moves: an element that appears is not a shift.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a first-screen placeholder is mounted. */
export const useFirstScreenPending = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );

/** Marks the first screen as pending for as long as the calling placeholder is mounted (before it paints). */
export function useMarkFirstScreenPending(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    pending += 1;
    notify();
    return () => {
      pending -= 1;
      notify();
    };
  }, [active]);
}
