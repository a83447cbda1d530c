import { productDetailsQueryOptions } from '@/domain/products';
import { settled, type RouteLoader } from './route-data';

/** `/product/:slug`: the whole page above the fold is the product, so the navigation waits for it. */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  if (params.slug) {
    await settled(
      queryClient.ensureQueryData({ ...productDetailsQueryOptions(params.slug), revalidateIfStale: true }),
    );
  }
  return null;
};
