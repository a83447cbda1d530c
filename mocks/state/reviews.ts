/**
 * Product reviews written in the demo (backend-api §2.4, §5.9): one review per user and product (a second submit
 * edits it and replaces its picture), replies and likes. Seeded reviews are copied into `state.reviews` when they
 * change (same id = an edit of the seeded one), so ratings (lookups.ratingOf) always include the demo's writes.
 * Call inside `shop.update(...)`.
 */
import type { Id, Review } from '../domain/types';
import { findProduct, nextId, reviewsOf } from './lookups';
import type { DemoShopState, Session } from './types';

/** Failure messages are English texts, which are also language-keyword keys. */
export type ReviewResult<T> = { ok: true; value: T } | { ok: false; message: string };

const failure = <T>(message: string): ReviewResult<T> => ({ ok: false, message });

export const REVIEW_MESSAGES = {
  login: 'Please login first',
  product: 'Product not found',
  review: 'Review not found',
} as const;

/** A review by id: the demo's copy if it was written or changed here, else the seeded one. */
export function findReview(state: DemoShopState, id: Id): Review | undefined {
  return state.reviews.find((r) => r.id === id) ?? state.catalogue.reviews.find((r) => r.id === id);
}

/** The review as an editable row in `state.reviews` (a seeded review is copied there first). */
function editable(state: DemoShopState, review: Review): Review {
  const own = state.reviews.find((r) => r.id === review.id);
  if (own) return own;
  const copy = structuredClone(review);
  state.reviews.push(copy);
  return copy;
}

/** The user's review of the product, if any. */
export function reviewByUser(state: DemoShopState, productId: Id, userId: Id | null): Review | undefined {
  if (userId === null) return undefined;
  return reviewsOf(state, productId).find((r) => r.user_id === userId);
}

export interface ReviewInput {
  product_id: Id;
  rating: number;
  title: string;
  comment: string;
  /** A new picture (URL) or undefined to keep the current one. */
  image?: string;
}

/** Write the session user's review, or edit it when one exists. */
export function saveReview(
  state: DemoShopState,
  session: Session,
  input: ReviewInput,
  at: number,
): ReviewResult<{ review: Review; created: boolean }> {
  if (session.user_id === null) return failure(REVIEW_MESSAGES.login);
  const product = findProduct(state, input.product_id);
  if (!product) return failure(REVIEW_MESSAGES.product);
  const existing = reviewByUser(state, product.id, session.user_id);
  if (existing) {
    const row = editable(state, existing);
    row.rating = input.rating;
    row.title = input.title;
    row.comment = input.comment;
    if (input.image !== undefined) row.image = input.image;
    return { ok: true, value: { review: row, created: false } };
  }
  const review: Review = {
    id: nextId(state, 'review'),
    product_id: product.id,
    user_id: session.user_id,
    rating: input.rating,
    title: input.title,
    comment: input.comment,
    image: input.image ?? null,
    status: 1,
    created_at: new Date(at).toISOString(),
    replies: [],
  };
  state.reviews.push(review);
  return { ok: true, value: { review, created: true } };
}

export function replyToReview(
  state: DemoShopState,
  session: Session,
  reviewId: Id,
  reply: string,
  at: number,
): ReviewResult<Review> {
  if (session.user_id === null) return failure(REVIEW_MESSAGES.login);
  const review = findReview(state, reviewId);
  if (!review) return failure(REVIEW_MESSAGES.review);
  const row = editable(state, review);
  row.replies.push({
    id: nextId(state, 'review_reply'),
    review_id: row.id,
    user_id: session.user_id,
    reply,
    created_at: new Date(at).toISOString(),
  });
  return { ok: true, value: row };
}

export function likeReview(state: DemoShopState, session: Session, reviewId: Id): ReviewResult<Review> {
  if (session.user_id === null) return failure(REVIEW_MESSAGES.login);
  const review = findReview(state, reviewId);
  if (!review) return failure(REVIEW_MESSAGES.review);
  const userId = session.user_id;
  if (!state.reviewLikes.some((l) => l.target_id === reviewId && l.user_id === userId)) {
    state.reviewLikes.push({ target_id: reviewId, user_id: userId });
  }
  return { ok: true, value: review };
}

export function unlikeReview(state: DemoShopState, session: Session, reviewId: Id): ReviewResult<Review> {
  if (session.user_id === null) return failure(REVIEW_MESSAGES.login);
  const review = findReview(state, reviewId);
  if (!review) return failure(REVIEW_MESSAGES.review);
  state.reviewLikes = state.reviewLikes.filter(
    (l) => !(l.target_id === reviewId && l.user_id === session.user_id),
  );
  return { ok: true, value: review };
}
