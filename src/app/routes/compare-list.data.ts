import { compareListQueryOptions } from '@/domain/products';
import { settled, type RouteLoader } from './route-data';

/** `/compare-list`: every visit reads the list afresh (it changes from any product card), and waits for it. */
export const loader: RouteLoader = async ({ queryClient }) => {
  await settled(queryClient.fetchQuery(compareListQueryOptions()));
  return null;
};
