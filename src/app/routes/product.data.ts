import { productDetailsQueryOptions } from '@/domain/products';
import { reviewsPageQueryOptions } from '@/features/product-details/api/reviews-page';
import type { RouteLoader } from './route-data';

/**
 * `/product/:slug`: the whole page above the fold is the product, so the navigation waits for it. On a server, the
 * first page of reviews (below the fold) starts once the product is known, not awaited; in the browser the reviews
 * section asks for it when it mounts, after the product's first render.
 */
export const loader: RouteLoader = async ({ queryClient, onServer }, { params }) => {
  if (!params.slug) return null;
  // A failed request stays in the cache as the query's error, for the screen to show (route-data.ts, `settled`).
  const details = await queryClient
    .ensureQueryData({ ...productDetailsQueryOptions(params.slug), revalidateIfStale: true })
    .catch(() => undefined);
  if (onServer && details) void queryClient.prefetchQuery(reviewsPageQueryOptions(details.product.id, 1));
  return null;
};
