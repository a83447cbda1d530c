/**
 * Compare list (guests: session; signed in: the account) and wishlist (signed-in only) — backend-api §2.5, §2.6.
 * Add/remove answers carry COUNTS (`compare_list`, `wishlists`, `totalWishlist`), not lists. Duplicates are
 * ignored (the backend has no guard). The wishlist path parameter is the PRODUCT id.
 */
import { http } from 'msw';
import type { AnyHandler } from 'msw';
import type { WishlistItem } from '@/api-generated/model';
import { fail, ok, readQuery, unauthenticated } from '../../http/respond';
import {
  errorText,
  resourcePage,
  toCompareItem,
  toProductSummary,
  toWishlistItem,
  translate,
} from '../../http/views';
import {
  addToCompare,
  addToWishlist,
  compareList,
  removeFromCompare,
  removeFromWishlist,
} from '../../state/account';
import { findProduct } from '../../state/lookups';
import type { DemoShopState, Session } from '../../state/types';
import { bothSlashes, idOf, requestContext } from './context';

export const WISHLIST_PER_PAGE = 10;

function compareItems(state: DemoShopState, session: Session, at: number) {
  return compareList(state, session)
    .map((id) => findProduct(state, id))
    .filter((p) => p !== undefined)
    .map((p) => toCompareItem(state, p, at));
}

function wishlistCount(state: DemoShopState, session: Session): number {
  return session.user_id === null ? 0 : state.wishlists.filter((w) => w.user_id === session.user_id).length;
}

export const listHandlers: AnyHandler[] = [
  http.get('*/home/compare-list', () => {
    const { state, session, at } = requestContext();
    return ok({ products: compareItems(state, session, at) });
  }),

  http.get('*/home/add-to-compare/:productId', ({ params }) => {
    const { shop, session, at } = requestContext();
    const productId = idOf(params.productId) ?? 0;
    const result = shop.update((state) => addToCompare(state, session, productId));
    const { state } = shop;
    if (!result.ok) return fail(errorText(state, session, result.error));
    return ok({
      compare_list: result.value.length,
      product: toProductSummary(findProduct(state, productId)!, at),
      success: translate(state, session, 'Product added to compare list'),
    });
  }),

  http.get('*/home/remove-compare_product/:productId', ({ params }) => {
    const { shop, session, at } = requestContext();
    const productId = idOf(params.productId) ?? 0;
    const left = shop.update((state) => removeFromCompare(state, session, productId));
    const { state } = shop;
    const product = findProduct(state, productId);
    return ok({
      compare_list: left.length,
      products: compareItems(state, session, at),
      ...(product ? { product: toProductSummary(product, at) } : {}),
    });
  }),

  ...bothSlashes('*/user/wishlists/', ({ request }) => {
    const { state, session, at } = requestContext();
    const rows =
      session.user_id === null
        ? []
        : state.wishlists
            .filter((w) => w.user_id === session.user_id)
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const items = rows
      .map((row) => toWishlistItem(state, row, at))
      .filter((i): i is WishlistItem => i !== null);
    return ok({
      wishlist: resourcePage(items, {
        page: readQuery(request).get('page'),
        perPage: WISHLIST_PER_PAGE,
        path: request.url,
      }),
    });
  }),

  http.get('*/user/add-to-wishlist/:productId', ({ params }) => {
    const { shop, session, at } = requestContext();
    if (session.user_id === null)
      return unauthenticated(translate(shop.state, session, 'Please login first'));
    const productId = idOf(params.productId) ?? 0;
    const result = shop.update((state) => addToWishlist(state, session, productId, at));
    const { state } = shop;
    if (!result.ok) return fail(errorText(state, session, result.error));
    const row = result.value;
    return ok({
      wishlists: wishlistCount(state, session),
      wishlist: { id: row.id, product_id: row.product_id, user_id: row.user_id },
      product: toProductSummary(findProduct(state, productId)!, at),
      success: translate(state, session, 'Product added to wishlist'),
    });
  }),

  http.get('*/user/remove-wishlist-product/:productId', ({ params }) => {
    const { shop, session } = requestContext();
    if (session.user_id === null)
      return unauthenticated(translate(shop.state, session, 'Please login first'));
    const productId = idOf(params.productId) ?? 0;
    shop.update((state) => removeFromWishlist(state, session, productId));
    return ok({
      totalWishlist: wishlistCount(shop.state, session),
      success: translate(shop.state, session, 'Product removed from wishlist'),
    });
  }),
];
