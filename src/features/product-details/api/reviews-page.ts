// A page of a product's reviews as one query, shared by the reviews section and the server's render
// (src/app/server/below-the-fold.ts), so both ask with the same key and request.
import { getGetProductReviewsQueryOptions } from '@/api-generated/endpoints/reviews/reviews';

const REVIEWS_STALE_MS = 60_000;

/** A page of reviews with the rating shares. Its failure shows in the reviews section (the shop's words toast too). */
export const reviewsPageQueryOptions = (productId: number, page: number) =>
  getGetProductReviewsQueryOptions(
    productId,
    { page },
    { query: { staleTime: REVIEWS_STALE_MS, meta: { errorToast: false } } },
  );
