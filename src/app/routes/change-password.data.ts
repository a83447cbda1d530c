import { accountCheckQueryOptions } from '@/domain/session';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/change-password`: the form needs nothing; the navigation's check-auth (signed in only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) await settled(queryClient.ensureQueryData(accountCheckQueryOptions()));
  return null;
};
