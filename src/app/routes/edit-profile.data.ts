import { accountCheckQueryOptions } from '@/domain/session';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/** `/user/edit-profile`: the form needs nothing; the navigation's check-auth (signed in only). */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await isSignedIn(queryClient)) await settled(queryClient.ensureQueryData(accountCheckQueryOptions()));
  return null;
};
