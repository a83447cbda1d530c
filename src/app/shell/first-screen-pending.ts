// While the first screen's placeholder shows (the hydration fallback), the footer waits. The placeholder fills the
// viewport so that a long screen does not push the footer down; but a short one (an empty cart, a sign-in form)
// would then pull it up into view — a layout shift of the whole footer (Lighthouse CLS 0.18 on the cart). A footer
// that is only inserted once the screen is there never moves: an element that appears is not a shift.
//
// The footer leaves in the placeholder's own commit (a blocking update from a layout effect, before the paint) but
// comes back in a transition: the screen's commit is one long task already, and the footer's render and commit in
// the same task made it longer (TBT); in a transition React renders it in slices after the screen is painted.
import { startTransition, useLayoutEffect, useState } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** True while a first-screen placeholder is mounted. */
export function useFirstScreenPending(): boolean {
  const [isPending, setPending] = useState(false);
  useLayoutEffect(() => {
    const update = () => {
      if (pending > 0) setPending(true);
      else startTransition(() => setPending(false));
    };
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return isPending;
}

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
