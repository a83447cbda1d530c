import { cartPageQueryOptions } from '@/domain/cart';
import { settled, type RouteLoader } from './route-data';

/** `/cart`: every visit loads the cart afresh (`GET /cart/list` also clears unconfirmed orders on the server). */
export const loader: RouteLoader = async ({ queryClient }) => {
  await settled(queryClient.fetchQuery(cartPageQueryOptions()));
  return null;
};
