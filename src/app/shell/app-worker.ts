// The installable app's service worker (ADR 032): production builds without the demo shop only — there the demo
// shop's MSW worker owns the scope. One registration per page, made after load and idle; the update offer
// (AppUpdates) and the screen prefetch (screen-prefetch.ts) share it.

import { BUILD_HAS_APP_WORKER } from './app-worker-build.ts';

export { BUILD_HAS_APP_WORKER };

let registration: Promise<ServiceWorkerRegistration> | null | undefined;

/**
 * Registers the app's worker, once; the same promise afterwards. Null where the build has no worker or the browser
 * cannot run one; the promise rejects where registering fails (private mode, blocked by policy).
 */
export function registerAppWorker(
  options: { enabled?: boolean; container?: ServiceWorkerContainer; base?: string } = {},
): Promise<ServiceWorkerRegistration> | null {
  if (registration !== undefined) return registration;
  const {
    enabled = BUILD_HAS_APP_WORKER,
    container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    base = import.meta.env.BASE_URL,
  } = options;
  registration =
    enabled && container ? container.register(`${base}sw.js`, { scope: base, updateViaCache: 'none' }) : null;
  return registration;
}

/** Tests only: forget the registration. */
export const resetAppWorkerForTests = (): void => {
  registration = undefined;
};
