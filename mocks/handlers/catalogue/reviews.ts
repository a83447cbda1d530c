/**
 * Product reviews, replies and likes (backend-api §2.4, §4.3). Reading is open to everyone; writing needs a
 * signed-in shopper: the review form answers 401 (contract), replies and likes `{ error }` (no middleware in the
 * backend, the user comes from the session). The reviewer is always the session user, never a form field.
 */
import { http } from 'msw';
import type { AnyHandler } from 'msw';
import type { Review as ReviewView, ReviewLaravelPage, ReviewPercentages } from '@/api-generated/model';
import { placeholderImage } from '../../data/images';
import type { Id, Review } from '../../domain/types';
import { fail, invalid, ok, readBody, readQuery, unauthenticated } from '../../http/respond';
import { formatDay, laravelPage, positiveInt, translate } from '../../http/views';
import { authorOf, findProduct, reviewsOf } from '../../state/lookups';
import { likeReview, replyToReview, saveReview, unlikeReview, type ReviewResult } from '../../state/reviews';
import type { DemoShopState, Session } from '../../state/types';
import { idOf, requestContext, text } from './context';

export const REVIEWS_PER_PAGE = 10;

function reviewUser(state: DemoShopState, id: Id) {
  const author = authorOf(state, id);
  if (!author)
    return {
      id,
      first_name: null,
      last_name: null,
      full_name: 'Anonymous',
      profile_image: null,
      user_profile_image: null,
    };
  return {
    id: author.id,
    first_name: author.first_name,
    last_name: author.last_name,
    full_name: `${author.first_name} ${author.last_name}`.trim(),
    profile_image: author.image,
    user_profile_image: author.image,
  };
}

export function toReview(state: DemoShopState, review: Review): ReviewView {
  return {
    id: review.id,
    user_id: review.user_id,
    product_id: review.product_id,
    title: review.title,
    rating: review.rating,
    comment: review.comment,
    review_date: formatDay(review.created_at),
    image_link: review.image,
    user: reviewUser(state, review.user_id),
    replies: review.replies.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      review_id: r.review_id,
      reply: r.reply,
      parent_id: null,
      level: 0,
      reply_date: formatDay(r.created_at),
      user: reviewUser(state, r.user_id),
    })),
    review_likes: state.reviewLikes
      .filter((l) => l.target_id === review.id)
      .map((l) => ({ user_id: l.user_id, reviewable_id: review.id })),
  };
}

/** Published reviews of a product, newest first. */
export function publishedReviews(state: DemoShopState, productId: Id): Review[] {
  return reviewsOf(state, productId).filter((r) => r.status === 1);
}

/** Share of reviews per star rating, in percent (two decimals). */
export function reviewPercentages(state: DemoShopState, productId: Id): ReviewPercentages {
  const reviews = publishedReviews(state, productId);
  const share = (stars: number) =>
    reviews.length === 0
      ? 0
      : Math.round((reviews.filter((r) => r.rating === stars).length / reviews.length) * 10000) / 100;
  return { '1': share(1), '2': share(2), '3': share(3), '4': share(4), '5': share(5) };
}

/** A Laravel page of a product's reviews; `paginate` (review forms) widens page 1 to `paginate × 10`. */
export function reviewPage(
  state: DemoShopState,
  productId: Id,
  request: Request,
  options: { page?: string | null; paginate?: unknown } = {},
): ReviewLaravelPage {
  const widened = options.paginate !== undefined;
  const perPage = widened ? positiveInt(options.paginate, 1, 50) * REVIEWS_PER_PAGE : REVIEWS_PER_PAGE;
  const path = widened ? reviewsPath(request, productId) : request.url;
  return laravelPage(publishedReviews(state, productId), { page: options.page ?? 1, perPage, path }, (r) =>
    toReview(state, r),
  );
}

/** The GET reviews URL on the same origin as a review mutation (`.../product/like-review` → `.../home/product-reviews/42`). */
function reviewsPath(request: Request, productId: Id): string {
  const url = new URL(request.url);
  const base = url.pathname.replace(
    /\/(user\/product-review-store|home\/product-reply-store|product\/(un)?like-review)\/?$/,
    '',
  );
  return `${url.origin}${base}/home/product-reviews/${productId}`;
}

/** Images up to this size are kept as data URLs; bigger ones become a placeholder (localStorage is small). */
const MAX_REVIEW_IMAGE_BYTES = 100 * 1024;

async function imageUrl(value: unknown): Promise<string | undefined> {
  if (typeof Blob === 'undefined' || !(value instanceof Blob) || value.size === 0) return undefined;
  if (!value.type.startsWith('image/') || value.size > MAX_REVIEW_IMAGE_BYTES) {
    return placeholderImage('Photo', { width: 400, height: 400 });
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${value.type};base64,${btoa(binary)}`;
}

function failure(state: DemoShopState, session: Session, result: ReviewResult<unknown> & { ok: false }) {
  return fail(translate(state, session, result.message));
}

export const reviewHandlers: AnyHandler[] = [
  http.get('*/home/product-reviews/:productId', ({ request, params }) => {
    const { state, session } = requestContext();
    const product = findProduct(state, idOf(params.productId) ?? 0);
    if (!product) return fail(translate(state, session, 'Product not found'));
    return ok({
      reviews: reviewPage(state, product.id, request, { page: readQuery(request).get('page') }),
      percentages: reviewPercentages(state, product.id),
    });
  }),

  http.post('*/user/product-review-store', async ({ request }) => {
    const { shop, session, at } = requestContext();
    if (session.user_id === null)
      return unauthenticated(translate(shop.state, session, 'Please login first'));
    const body = await readBody(request);
    const productId = idOf(body.product_id);
    const rating = idOf(body.rating);
    const title = text(body.title).trim();
    const comment = text(body.comment).trim();
    const errors: Record<string, string[]> = {};
    if (productId === null) errors.product_id = ['The product id field is required.'];
    if (rating === null || rating > 5)
      errors.rating = [
        rating === null ? 'The rating field is required.' : 'The rating must be between 1 and 5.',
      ];
    if (title.length > 255) errors.title = ['The title must not be greater than 255 characters.'];
    if (comment.length > 5000) errors.comment = ['The comment must not be greater than 5000 characters.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const image = await imageUrl(body.image);
    const result = shop.update((state) =>
      saveReview(state, session, { product_id: productId!, rating: rating!, title, comment, image }, at),
    );
    const { state } = shop;
    if (!result.ok) return failure(state, session, result);
    return ok({
      review: toReview(state, result.value.review),
      percentages: reviewPercentages(state, productId!),
      reviews: reviewPage(state, productId!, request, { paginate: body.paginate ?? 1 }),
      success: translate(
        state,
        session,
        result.value.created ? 'Review submitted successfully' : 'Review updated successfully',
      ),
    });
  }),

  http.post('*/home/product-reply-store', async ({ request }) => {
    const { shop, session, at } = requestContext();
    const body = await readBody(request);
    if (session.user_id === null) return fail(translate(shop.state, session, 'Please login first'));
    const reviewId = idOf(body.review_id);
    const reply = text(body.reply).trim();
    if (!reply) return fail(translate(shop.state, session, 'The reply field is required.'));
    if (reply.length > 5000)
      return fail(translate(shop.state, session, 'The reply must not be greater than 5000 characters.'));
    const result = shop.update((state) => replyToReview(state, session, reviewId ?? 0, reply, at));
    const { state } = shop;
    if (!result.ok) return failure(state, session, result);
    return ok({
      review: toReview(state, result.value),
      reviews: reviewPage(state, result.value.product_id, request, { paginate: body.paginate ?? 1 }),
      success: translate(state, session, 'Reply submitted successfully'),
    });
  }),

  http.post('*/product/like-review', async ({ request }) => {
    const { shop, session } = requestContext();
    const body = await readBody(request);
    const result = shop.update((state) => likeReview(state, session, idOf(body.id) ?? 0));
    const { state } = shop;
    if (!result.ok) return failure(state, session, result);
    return ok({
      like: true,
      reviews: reviewPage(state, result.value.product_id, request, { paginate: body.paginate ?? 1 }),
      success: translate(state, session, 'Liked'),
    });
  }),

  http.post('*/product/unlike-review', async ({ request }) => {
    const { shop, session } = requestContext();
    const body = await readBody(request);
    const result = shop.update((state) => unlikeReview(state, session, idOf(body.id) ?? 0));
    const { state } = shop;
    if (!result.ok) return failure(state, session, result);
    return ok({
      unlike: true,
      reviews: reviewPage(state, result.value.product_id, request, { paginate: body.paginate ?? 1 }),
      success: translate(state, session, 'Unliked'),
    });
  }),
];
