import { lazy, memo, type ComponentType } from 'react';
import { loadPart } from '@/lib/lazy-part';

/**
 * A widget the layout loads at idle time (pop-up, colour switcher, live notifications, the offline notice, app
 * updates). None is the page itself, so a chunk that fails to arrive — the connection dropped before idle, a
 * flaky network — must not take the page down through the error boundary: the load waits for the connection and
 * tries again, and after `tries` failures the widget stays absent (R11, R13). Memoized, as `secondWave`'s parts are:
 * the layout renders again at the start and end of every route change, and a widget whose props did not change is
 * not rendered with it.
 */
export function idleWidget<P extends object>(load: () => Promise<ComponentType<P>>, tries = 3) {
  return memo(lazy(() => loadPart(load, tries)));
}
