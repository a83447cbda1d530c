import { shopPageQueries } from '@/domain/shops';
import { settled, type RouteLoader } from './route-data';

/**
 * `/shop/:slug`: the shop's header and store sections are the page above the fold, so the navigation waits for
 * them — the screen then renders once, with its data, inside the navigation's transition (in slices), instead of
 * a skeleton first and the whole shop in one task when the answer arrives.
 */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  if (params.slug) {
    await settled(
      queryClient.ensureQueryData({ ...shopPageQueries(params.slug).shop, revalidateIfStale: true }),
    );
  }
  return null;
};
