/**
 * Refund requests per order line (add-on `refund`, backend-api §2.13, §5.7): the owner may ask while the line is
 * refundable, has no request yet, and fewer than `refund_request_time` days have passed since delivery. Amounts
 * are computed here from the order line: the line total, its shipping, and the refundable amount (shipping
 * included only with `refund_with_shipping_cost`). The backend stores the product name and amounts the SPA posts
 * (display strings); the demo shop, like a safe server, refuses a request whose posted values disagree with these.
 *
 * Refund rows are kept in `state.refunds`, added to the state type below by declaration merging (absent in the
 * seeded state and in older saved data, so created on first use). Call the mutating functions inside
 * `shop.update(...)`.
 */
import { DAY } from '../domain/clock';
import { displayedMinor, parseDisplayedPrice, type DisplayFormat } from '../domain/display-price';
import { toMajor, toMinor, type Minor } from '../domain/money';
import type { Id, IsoDate, OrderDetail } from '../domain/types';
import { activeCurrency } from './format';
import { done, refuse, type Outcome } from './outcome';
import type { DemoShopState, Session } from './types';

export const WRONG_REFUND_AMOUNTS = 'The refund amounts do not match the order';

export type RefundStatus = 'pending' | 'approved' | 'rejected' | 'processed';

export interface RefundRow {
  id: Id;
  order_id: Id;
  order_detail_id: Id;
  user_id: Id;
  seller_id: Id;
  status: RefundStatus;
  refund_reason: string;
  /** Line total (price × qty + tax + shipping − discounts). */
  total_amount: number;
  /** The line's shipping. */
  shipping_cost: number;
  /** What would be paid back. */
  refund_amount: number;
  created_at: IsoDate;
}

declare module './types' {
  interface MutableShopState {
    /** Refund requests (state/refunds.ts), created on first use. */
    refunds?: RefundRow[];
  }
}

export function refundRows(state: DemoShopState): RefundRow[] {
  return state.refunds ?? [];
}

export function refundOfLine(state: DemoShopState, detailId: Id): RefundRow | null {
  return refundRows(state).find((r) => r.order_detail_id === detailId) ?? null;
}

/** Shown line total: price × qty + tax + shipping − (discount + coupon); tax and discount are line totals. */
export function lineTotalMinor(detail: OrderDetail): Minor {
  return Math.max(
    0,
    toMinor(detail.price) * detail.quantity +
      toMinor(detail.tax) +
      toMinor(detail.shipping_cost.total_cost) -
      toMinor(detail.discount) -
      toMinor(detail.coupon_discount.discount),
  );
}

/** The line total, its shipping and what would be paid back, in minor units of the default currency. */
export function refundAmountsMinor(
  detail: OrderDetail,
  settings: Pick<DemoShopState['catalogue']['settings'], 'refund_with_shipping_cost'>,
): { total: Minor; shipping: Minor; refundable: Minor } {
  const total = lineTotalMinor(detail);
  const shipping = toMinor(detail.shipping_cost.total_cost);
  const refundable = settings.refund_with_shipping_cost === 1 ? total : Math.max(0, total - shipping);
  return { total, shipping, refundable };
}

/** What the refund dialog showed and the SPA posts (`x-server-must-verify`). */
export interface ShownRefund {
  product_name: string;
  total_amount: string;
  shipping_cost: string;
  refundable_amount: string;
}

export interface RefundRequest {
  order_id: Id;
  order_detail_id: Id;
  reason: string;
  shown: ShownRefund;
}

/** How the session sees prices: its active currency, the shop's decimals and separator. */
function displayFormat(state: DemoShopState, session: Session): DisplayFormat {
  const { settings } = state.catalogue;
  const currency = activeCurrency(state, session);
  return {
    symbol: currency.symbol,
    rate: currency.exchange_rate,
    decimals: Number.isInteger(settings.no_of_decimals) ? settings.no_of_decimals : 2,
    decimalSeparator: settings.decimal_separator || '.',
  };
}

function shownMatches(
  state: DemoShopState,
  session: Session,
  detail: OrderDetail,
  shown: ShownRefund,
): boolean {
  const format = displayFormat(state, session);
  const expected = refundAmountsMinor(detail, state.catalogue.settings);
  const same = (text: string, amount: Minor) =>
    parseDisplayedPrice(text, format) === displayedMinor(toMajor(amount), format);
  return (
    shown.product_name.trim() === detail.product_name.trim() &&
    same(shown.total_amount, expected.total) &&
    same(shown.shipping_cost, expected.shipping) &&
    same(shown.refundable_amount, expected.refundable)
  );
}

export function requestRefund(
  state: DemoShopState,
  session: Session,
  request: RefundRequest,
  at: number,
): Outcome<{ row: RefundRow; detail: OrderDetail }> {
  const { catalogue } = state;
  if (!catalogue.addOns.includes('refund')) return refuse('Refund system is not active');
  const order = state.orders.find(
    (o) => o.id === request.order_id && session.user_id !== null && o.user_id === session.user_id,
  );
  const detail = order?.order_details.find((d) => d.id === request.order_detail_id);
  if (!order || !detail) return refuse('Order not found');
  if (!detail.is_refundable) return refuse('This product is not refundable');
  if (refundOfLine(state, detail.id)) return refuse('Refund request already sent');
  if (order.is_cancelled === 1 || order.delivery_status !== 'delivered' || !order.delivered_at)
    return refuse('You can request a refund only after delivery');
  const days = Math.floor((at - Date.parse(order.delivered_at)) / DAY);
  if (days >= catalogue.settings.refund_request_time) return refuse('Refund request time is over');
  if (!shownMatches(state, session, detail, request.shown)) return refuse(WRONG_REFUND_AMOUNTS);

  const { total, shipping, refundable } = refundAmountsMinor(detail, catalogue.settings);
  const rows = refundRows(state);
  const row: RefundRow = {
    id: rows.reduce((m, r) => Math.max(m, r.id), 0) + 1,
    order_id: order.id,
    order_detail_id: detail.id,
    user_id: order.user_id,
    seller_id: order.seller_id,
    status: 'pending',
    refund_reason: request.reason,
    total_amount: toMajor(total),
    shipping_cost: toMajor(shipping),
    refund_amount: toMajor(refundable),
    created_at: new Date(at).toISOString(),
  };
  state.refunds = [...rows, row];
  return done({ row, detail });
}
