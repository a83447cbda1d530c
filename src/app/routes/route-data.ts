// The contract of a route's data module (`<screen>.data.ts`): what its loader receives and the one rule for
// failures. See docs/adr/012-route-loaders.md.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@/lib/navigation';

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
