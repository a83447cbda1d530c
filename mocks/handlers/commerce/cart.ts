/**
 * Cart and coupon operations (backend-api §2.10, §5.3, §5.4): every answer is the whole cart state
 * `{ carts, checkouts, coupons }` plus an optional `success` message; refusals are 200 `{ error }` in the
 * session's language. Add-to-cart honours an Idempotency-Key (R8): the same key adds once and replays the answer.
 */
import { http, type AnyHandler } from 'msw';
import { ADMIN_USER_ID } from '../../domain/types';
import { now } from '../../domain/clock';
import { currentlyValidCoupons } from '../../domain/coupons';
import { ok, readBody, readQuery } from '../../http/respond';
import { laravelPage } from '../../http/views';
import {
  addToCartAction,
  applyCouponAction,
  deleteCartLineAction,
  discardUnconfirmedOrders,
  removeCouponAction,
  updateCartAction,
} from '../../state/cart';
import { catalogueIndex } from '../../state/lookups';
import { peekCartTrxId } from '../../state/sessions';
import { NOT_YOUR_ACCOUNT, ownIdMismatch } from './trusted-values';
import type { DemoShopState, Session } from '../../state/types';
import {
  idParam,
  idempotencyKeyOf,
  intOf,
  mutate,
  once,
  refusal,
  requestContext,
  signedOut,
  stringOf,
  translate,
} from './shared';
import { toCouponView } from '../../http/views';
import { cartState } from './views';

/** The cart plus a translated success message. */
function cartAnswer(state: DemoShopState, session: Session, message?: string) {
  return {
    ...cartState(state, session),
    ...(message ? { success: translate(state, session, message) } : {}),
  };
}

/** The variant key from `variants_ids`, else from the chosen colour and attribute values (colour first). */
function variantKeyOf(body: Record<string, unknown>): string | undefined {
  const ids = stringOf(body.variants_ids).trim();
  if (/^[0-9]+(-[0-9]+)*$/.test(ids)) return ids;
  const parts: number[] = [];
  const color = intOf(body.color_id);
  if (color !== null && color > 0) parts.push(color);
  const values = Array.isArray(body.attribute_values) ? body.attribute_values : [];
  for (const value of values) {
    const id = intOf(value);
    if (id !== null && id > 0) parts.push(id);
  }
  return parts.length > 0 ? parts.join('-') : undefined;
}

/** `cart/list` and `user/address` drop the cart's unconfirmed orders (only touching the store when there are). */
export function dropUnconfirmedOrders(): void {
  const { state, session } = requestContext();
  const trx = peekCartTrxId(state, session);
  if (trx && state.orders.some((o) => o.trx_id === trx && o.status === 0)) {
    mutate((s, current) => discardUnconfirmedOrders(s, current));
  }
}

export const cartHandlers: AnyHandler[] = [
  http.get('*/cart/list', () => {
    dropUnconfirmedOrders();
    const { state, session } = requestContext();
    return ok(cartAnswer(state, session));
  }),

  http.post('*/user/addToCart', async ({ request }) => {
    const body = await readBody(request);
    const at = now();
    const productId = intOf(body.id);
    const quantity = intOf(body.quantity);
    const result = once('addToCart', idempotencyKeyOf(request), at, (state, session) => {
      if (productId === null || productId < 1)
        return { ok: false, failure: { key: 'Product not found', params: {} } };
      const added = addToCartAction(
        state,
        session,
        { product_id: productId, quantity: quantity ?? 0, variant_key: variantKeyOf(body) },
        at,
      );
      if (!added.ok) return { ok: false, failure: added.error };
      // Only the message is remembered (answers are persisted; a whole cart with image URLs is large): a replay
      // answers with the message and the cart as it is now, which the key guarantees holds the product once.
      return { ok: true, body: { success: translate(state, session, 'Product added to cart') } };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    const { state, session } = requestContext();
    return ok({ ...cartState(state, session), ...result.body });
  }),

  http.post('*/cart/update', async ({ request }) => {
    const body = await readBody(request);
    const lineId = intOf(body.id);
    const delta = intOf(body.quantity);
    const at = now();
    // A step sent again with the same Idempotency-Key (a change queued offline and resumed) counts once.
    const result = once('updateCartLine', idempotencyKeyOf(request), at, (state, session) => {
      if (lineId === null || lineId < 1)
        return { ok: false, failure: { key: 'Cart item not found', params: {} } };
      if (delta !== 1 && delta !== -1) return { ok: false, failure: { key: 'Invalid quantity', params: {} } };
      const updated = updateCartAction(state, session, { line_id: lineId, delta }, at);
      if (!updated.ok) return { ok: false, failure: updated.error };
      return { ok: true, body: { success: translate(state, session, 'Cart updated') } };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    const { state, session } = requestContext();
    return ok({ ...cartState(state, session), ...result.body });
  }),

  http.get('*/cart/delete/:cartLineId', ({ params, request }) => {
    const lineId = idParam(params.cartLineId);
    // A removal resumed after a lost answer, with its Idempotency-Key, succeeds again instead of "not found".
    const result = once('deleteCartLine', idempotencyKeyOf(request), now(), (state, session) => {
      if (lineId === null) return { ok: false, failure: { key: 'Cart item not found', params: {} } };
      const deleted = deleteCartLineAction(state, session, lineId);
      if (!deleted.ok) return { ok: false, failure: deleted.error };
      return { ok: true, body: { success: translate(state, session, 'Product removed from cart') } };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    const { state, session } = requestContext();
    return ok({ ...cartState(state, session), ...result.body });
  }),

  http.post('*/user/apply_coupon', async ({ request }) => {
    const body = await readBody(request);
    if (!requestContext().user) return signedOut();
    const code = stringOf(body.coupon_code);
    const at = now();
    return mutate((state, session) => {
      if (!code) return refusal(state, session, { key: 'Invalid Coupon', params: {} });
      const applied = applyCouponAction(state, session, code, at);
      if (!applied.ok) return refusal(state, session, applied.error);
      return ok(cartAnswer(state, session, 'coupon applied'));
    });
  }),

  http.post('*/user/coupon-delete', async ({ request }) => {
    const body = await readBody(request);
    const { state: current, session: own, user } = requestContext();
    if (!user) return signedOut();
    if (ownIdMismatch(body.user_id, user))
      return refusal(current, own, { key: NOT_YOUR_ACCOUNT, params: {} });
    const couponId = intOf(body.coupon_id);
    return mutate((state, session) => {
      const removed = removeCouponAction(state, session, couponId ?? 0);
      if (!removed.ok) return refusal(state, session, removed.error);
      return ok(cartAnswer(state, session, 'Coupon removed'));
    });
  }),

  http.get('*/user/coupons/', ({ request }) => {
    const { state, user } = requestContext();
    if (!user) return signedOut();
    const shops = catalogueIndex(state.catalogue).shopsByUserId;
    const usable = currentlyValidCoupons(state.catalogue.coupons, now()).filter((c) => {
      if (c.user_id === ADMIN_USER_ID) return true;
      const shop = shops.get(c.user_id);
      return Boolean(shop && shop.status === 1 && shop.is_user_banned === 0 && shop.verified_at);
    });
    const coupons = laravelPage(
      usable,
      { page: readQuery(request).get('page'), perPage: 10, path: request.url },
      (c) => toCouponView(state, c),
    );
    return ok({ coupons });
  }),
];
