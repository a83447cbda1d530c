// The contract of a route's data module (`<screen>.data.ts`): what its loader receives and the one rule for
// failures. See docs/adr/012-route-loaders.md.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@/lib/navigation';
import { loadStartProps, startDataQueryKey, type StartProps } from '@/lib/start-data';
import { shopModules, type ModuleName } from '@/lib/modules';

export interface RouteDataContext {
  queryClient: QueryClient;
  /** The route being loaded (several routes share a screen and its data module). */
  name: RouteName;
}

/** Starts (and, for what is above the fold, awaits) the route's queries; never returns data of its own. */
export type RouteLoader = (context: RouteDataContext, args: LoaderFunctionArgs) => Promise<null>;

/**
 * Waits for a query without failing the navigation: a failed request stays in the cache as the query's error,
 * and the screen shows its own error state (not found, retry) from it, exactly as without the loader.
 */
export const settled = (request: Promise<unknown>): Promise<void> =>
  request.then(
    () => undefined,
    () => undefined,
  );

/**
 * Whether a shopper is signed in, from the start data (loaded here when the first navigation gets ahead of it, with
 * the same key and request as the app's start-data gate, so it is asked for once). Account loaders ask for nothing
 * for a guest: the account layout sends the guest to sign in, and the request would only earn a 401, which the
 * app reads as a session that ended mid-visit.
 */
export const isSignedIn = (queryClient: QueryClient): Promise<boolean> =>
  startProps(queryClient).then(
    (start) => Boolean(start.user),
    () => false,
  );

/**
 * Whether the owner switched `module` on (src/lib/modules), from the same start data. A route of a switched-off
 * module is not found and asks the backend nothing. Start data that cannot load counts as on: the screen then
 * shows its own error rather than a not-found page the shop may not mean.
 */
export const moduleIsOn = (queryClient: QueryClient, module: ModuleName): Promise<boolean> =>
  startProps(queryClient).then(
    (start) => shopModules({ settings: start.settings_data, addOns: start.add_ons })[module],
    () => true,
  );

const startProps = (queryClient: QueryClient): Promise<StartProps> =>
  queryClient.ensureQueryData<StartProps>({
    queryKey: startDataQueryKey(),
    queryFn: ({ signal }) => loadStartProps({ signal }),
    staleTime: Infinity,
  });
