import { addressBookQueryOptions } from '@/lib/addresses';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/addresses`: the book is the page, so the navigation waits for it (signed-in shoppers only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) {
    await settled(queryClient.fetchQuery(addressBookQueryOptions()));
  }
  return null;
};
