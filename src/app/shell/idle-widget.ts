import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

const whenOnline = () =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A widget the layout loads at idle time (pop-up, colour switcher, live notifications, the offline notice, app
 * updates). None is the page itself, so a chunk that fails to arrive — the connection dropped before idle, a
 * flaky network — must not take the page down through the error boundary: the load waits for the connection and
 * tries again, and after `tries` failures the widget stays absent (R11, R13).
 */
export function idleWidget<P extends object>(load: () => Promise<ComponentType<P>>, tries = 3) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { default: await load() };
      } catch (error) {
        if (attempt >= tries) {
          console.warn('A page widget could not be loaded; the page goes on without it.', error);
          return { default: Nothing };
        }
        await whenOnline();
        await pause(1_000 * attempt);
      }
    }
  });
}
