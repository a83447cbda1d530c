// The promise of lib/http/error-reactions.ts: after a 401 mid-session (the session ended elsewhere, or timed
// out) the old session's data leaves the cache and the shopper is taken to sign in, then brought back. The query
// client has already toasted "Please sign in to continue." for the same error.
import type { QueryClient } from '@tanstack/react-query';
import { isAuthError, onHttpError } from '@/lib/http';
import { paths } from '@/lib/navigation';
import { renewSessionCaches } from '@/lib/session';

/** What of the router this needs: `createBrowserRouter`'s and `createMemoryRouter`'s answers both fit. */
export interface NavigatingRouter {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string) => Promise<void> | void;
}

const SIGN_IN_PAGES: readonly string[] = [paths.login.path, paths.register.path, paths.resetPassword.path];

/** Subscribes to the app's HTTP failures; returns the unsubscribe function. */
export function watchSessionExpiry(queryClient: QueryClient, router: NavigatingRouter): () => void {
  let renewing = false;
  return onHttpError((error) => {
    if (!isAuthError(error) || renewing) return;
    renewing = true;
    void renewSessionCaches(queryClient, { asGuest: true }).finally(() => {
      renewing = false;
    });
    const { pathname, search } = router.state.location;
    if (SIGN_IN_PAGES.includes(pathname)) return;
    void router.navigate(paths.login.href(undefined, { redirect: `${pathname}${search}` }));
  });
}
