// What a server's render starts beside the route's loaders: answers below the fold that the browser asks for only
// once their part has mounted (after the route's first render, so the first screen never waits for them). The server
// waits a moment for them with the loaders' own unawaited ones (`STARTED_ANSWERS_WAIT_MS` in render.tsx) and sends
// them with the page: the hydrating page then neither asks for them nor draws them again. Server only: the browser's
// first route does not carry this.
import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import type { RouteName } from '@/lib/navigation';
import { productDetailsQueryOptions } from '@/domain/products';
import { reviewsPageQueryOptions } from '@/features/product-details/api/reviews-page';

/** Starts the below-the-fold answers of the matched routes, from what their loaders put in the cache; not awaited. */
export function startBelowTheFold(queryClient: QueryClient, matches: StaticHandlerContext['matches']): void {
  for (const { route, params } of matches) {
    // A product's first page of reviews, once the loader has the product (its id).
    // A screen route's id is its name (src/app/router.tsx): checked against the route table, so a rename fails here.
    if (route.id === ('product' satisfies RouteName) && params.slug) {
      const details = queryClient.getQueryData(productDetailsQueryOptions(params.slug).queryKey);
      if (details) void queryClient.prefetchQuery(reviewsPageQueryOptions(details.product.id, 1));
    }
  }
}
