import { accountCheckQueryOptions } from '@/domain/session';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/user-to-seller`: the form needs nothing; the navigation's check-auth (signed in only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) await settled(queryClient.ensureQueryData(accountCheckQueryOptions()));
  return null;
};
