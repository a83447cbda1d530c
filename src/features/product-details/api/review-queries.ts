// Product decisions for reviews: which page is cached, and what a write changes. Every review write answers with
// the first page of reviews (and, for a review, the new rating shares): that page goes straight into the cache,
// the other pages and the product (its rating, count and the shopper's own review) are fetched again.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetProductReviewsQueryKey,
  useLikeReview,
  useStoreProductReview,
  useStoreReviewReply,
  useUnlikeReview,
} from '@/api-generated/endpoints/reviews/reviews';
import type { GetProductReviewsResponse, ReviewLaravelPage, ReviewPercentages } from '@/api-generated/model';
import { productDetailsQueryKey } from '@/domain/products';
import { reviewsPageQueryOptions } from './reviews-page';

/** A page of reviews with the rating shares. Its failure shows in the reviews section (the shop's words toast too). */
export function useReviewsPage(productId: number, page: number) {
  return useQuery({ ...reviewsPageQueryOptions(productId, page), placeholderData: (previous) => previous });
}

/** Puts the first page a write answered with into the cache and refetches the rest of what it changed. */
function applyReviewsAnswer(
  queryClient: QueryClient,
  productId: number,
  productSlug: string,
  reviews: ReviewLaravelPage,
  percentages?: ReviewPercentages,
) {
  const firstKey = getGetProductReviewsQueryKey(productId, { page: 1 });
  // The answer holds `paginate × 10` reviews on page 1; we ask for one page, so it is page 1 as the list shows it.
  queryClient.setQueryData<GetProductReviewsResponse>(firstKey, (previous) =>
    percentages || previous ? { reviews, percentages: percentages ?? previous!.percentages } : undefined,
  );
  void queryClient.invalidateQueries({
    queryKey: getGetProductReviewsQueryKey(productId),
    predicate: (query) => (query.queryKey[1] as { page?: number } | undefined)?.page !== 1,
  });
  if (percentages) void queryClient.invalidateQueries({ queryKey: productDetailsQueryKey(productSlug) });
}

export interface ReviewTarget {
  productId: number;
  productSlug: string;
}

/** Writes the shopper's review, or edits it (the backend keeps one per shopper and product). */
export function useSaveReview({ productId, productSlug }: ReviewTarget) {
  const queryClient = useQueryClient();
  return useStoreProductReview({
    mutation: {
      onSuccess: (answer) =>
        applyReviewsAnswer(queryClient, productId, productSlug, answer.reviews, answer.percentages),
    },
  });
}

export function useReplyToReview({ productId, productSlug }: ReviewTarget) {
  const queryClient = useQueryClient();
  return useStoreReviewReply({
    mutation: {
      onSuccess: (answer) => applyReviewsAnswer(queryClient, productId, productSlug, answer.reviews),
    },
  });
}

/** Like or take back a like; both answer with the refreshed first page. */
export function useToggleReviewLike({ productId, productSlug }: ReviewTarget) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { reviews: ReviewLaravelPage }) =>
    applyReviewsAnswer(queryClient, productId, productSlug, answer.reviews);
  const like = useLikeReview({ mutation: { onSuccess } });
  const unlike = useUnlikeReview({ mutation: { onSuccess } });
  return {
    toggle: (reviewId: number, liked: boolean) =>
      (liked ? unlike : like).mutate({ data: { id: reviewId, product_id: productId } }),
    pendingId: like.isPending ? like.variables.data.id : unlike.isPending ? unlike.variables.data.id : null,
  };
}
