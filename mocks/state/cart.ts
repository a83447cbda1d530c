/**
 * Cart and coupon actions on the store: they look up the catalogue and current stock, run the domain rules, and
 * apply the result. Call them inside `shop.update(...)` (they mutate on success only). `cartView` is read-only.
 */
import { addToCart, removeCartLine, updateCartLineByDelta } from '../domain/cart';
import { allocateCoupons, applyCoupon, type CouponAllocation } from '../domain/coupons';
import { fail, ok, type Result } from '../domain/errors';
import { NO_DELIVERY_CHOSEN, type Delivery } from '../domain/shipping';
import { computeTotals, type CartTotals } from '../domain/totals';
import type { AppliedCoupon, CartLine, Id } from '../domain/types';
import { formatPriceLikeServer } from './format';
import { findProduct, nextId, stockLevels } from './lookups';
import { cartLines, ensureCartTrxId, peekCartTrxId } from './sessions';
import type { DemoShopState, Session } from './types';

export interface CartView {
  trx_id: string | null;
  lines: CartLine[];
  /** Active applied coupons of this cart. */
  coupons: AppliedCoupon[];
  allocation: CouponAllocation;
  /** Minor units; see domain/totals.ts. */
  totals: CartTotals;
}

export function cartView(
  state: DemoShopState,
  session: Session,
  delivery: Delivery = NO_DELIVERY_CHOSEN,
): CartView {
  const trx = peekCartTrxId(state, session);
  const lines = cartLines(state, session);
  const coupons = trx ? state.appliedCoupons.filter((a) => a.trx_id === trx && a.status === 1) : [];
  const allocation = allocateCoupons(coupons, state.catalogue.coupons, lines);
  return {
    trx_id: trx,
    lines,
    coupons,
    allocation,
    totals: computeTotals({
      lines,
      coupons: allocation.perLine,
      settings: state.catalogue.settings,
      delivery,
    }),
  };
}

/** `cart/list` and `user/address` side effect: unconfirmed (status 0) orders of the cart are dropped. */
export function discardUnconfirmedOrders(state: DemoShopState, session: Session): void {
  const trx = peekCartTrxId(state, session);
  if (trx) state.orders = state.orders.filter((o) => !(o.trx_id === trx && o.status === 0));
}

export interface AddToCartRequest {
  product_id: Id;
  quantity: number;
  /** Variant key (colour id then attribute value ids joined with "-"). */
  variant_key?: string;
}

export function addToCartAction(
  state: DemoShopState,
  session: Session,
  request: AddToCartRequest,
  at: number,
): Result<{ line: CartLine; view: CartView }> {
  const product = findProduct(state, request.product_id);
  if (!product) return fail('product_unavailable');
  const trx = ensureCartTrxId(state, session);
  const lines = state.carts[trx] ?? [];
  const result = addToCart(lines, {
    product,
    quantity: request.quantity,
    variantKey: request.variant_key,
    stock: stockLevels(state, product, request.variant_key ?? ''),
    trx_id: trx,
    user_id: session.user_id,
    newLineId: state.counters.cart_line,
    settings: state.catalogue.settings,
    at,
  });
  if (!result.ok) return result;
  if (result.value.created) nextId(state, 'cart_line');
  state.carts[trx] = result.value.lines;
  discardUnconfirmedOrders(state, session);
  return ok({ line: result.value.line, view: cartView(state, session) });
}

function ownLine(state: DemoShopState, session: Session, lineId: Id): CartLine | undefined {
  // Unlike the backend (no owner check on delete), a shopper can only touch lines of their own cart.
  return cartLines(state, session).find((l) => l.id === lineId);
}

export function updateCartAction(
  state: DemoShopState,
  session: Session,
  request: { line_id: Id; delta: number },
  at: number,
): Result<CartView> {
  const line = ownLine(state, session, request.line_id);
  const product = line ? findProduct(state, line.product_id) : undefined;
  if (!line || !product) return fail('cart_line_not_found');
  const result = updateCartLineByDelta(cartLines(state, session), {
    lineId: line.id,
    delta: request.delta,
    product,
    stock: stockLevels(state, product, line.variant),
    settings: state.catalogue.settings,
    at,
  });
  if (!result.ok) return result;
  state.carts[line.trx_id] = result.value.lines;
  if (result.value.changed) discardUnconfirmedOrders(state, session);
  return ok(cartView(state, session));
}

export function deleteCartLineAction(state: DemoShopState, session: Session, lineId: Id): Result<CartView> {
  const line = ownLine(state, session, lineId);
  if (!line) return fail('cart_line_not_found');
  const remaining = removeCartLine(state.carts[line.trx_id] ?? [], lineId);
  if (remaining.length > 0) state.carts[line.trx_id] = remaining;
  else {
    delete state.carts[line.trx_id];
    state.appliedCoupons = state.appliedCoupons.filter((a) => a.trx_id !== line.trx_id);
  }
  discardUnconfirmedOrders(state, session);
  return ok(cartView(state, session));
}

export function applyCouponAction(
  state: DemoShopState,
  session: Session,
  code: string,
  at: number,
): Result<{ coupon: AppliedCoupon; view: CartView }> {
  const trx = peekCartTrxId(state, session) ?? '';
  const result = applyCoupon({
    code,
    trx_id: trx,
    user_id: session.user_id,
    lines: cartLines(state, session),
    applied: state.appliedCoupons,
    coupons: state.catalogue.coupons,
    shops: state.catalogue.shops,
    couponSystem: state.catalogue.settings.coupon_system === 1,
    newId: state.counters.applied_coupon,
    at,
    formatPrice: (amount) => formatPriceLikeServer(state, session, amount),
  });
  if (!result.ok) return result;
  nextId(state, 'applied_coupon');
  state.appliedCoupons.push(result.value);
  discardUnconfirmedOrders(state, session);
  return ok({ coupon: result.value, view: cartView(state, session) });
}

/** `user/coupon-delete`: deactivates the applied coupon (status 0), like the backend. */
export function removeCouponAction(state: DemoShopState, session: Session, couponId: Id): Result<CartView> {
  const trx = peekCartTrxId(state, session);
  const record = state.appliedCoupons.find(
    (a) => a.trx_id === trx && a.coupon_id === couponId && a.status === 1,
  );
  if (!record) return fail('coupon_invalid');
  record.status = 0;
  discardUnconfirmedOrders(state, session);
  return ok(cartView(state, session));
}
