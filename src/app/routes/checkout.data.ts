import { addressBookQueryOptions } from '@/domain/addresses';
import { settled, type RouteLoader } from './route-data';

/** `/checkout`: the address book, cart groups and pickup hubs in one answer (guests have a session book). */
export const loader: RouteLoader = async ({ queryClient }) => {
  await settled(queryClient.fetchQuery(addressBookQueryOptions()));
  return null;
};
