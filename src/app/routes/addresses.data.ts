import { accountCheckQueryOptions } from '@/domain/session';
import { addressBookQueryOptions } from '@/domain/addresses';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/**
 * `/user/addresses`: the book is the page, so the navigation waits for it, and for the account navigation's
 * check-auth (signed-in shoppers only).
 */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await Promise.all([
      settled(queryClient.fetchQuery(addressBookQueryOptions())),
      settled(queryClient.ensureQueryData(accountCheckQueryOptions())),
    ]);
  }
  return null;
};
