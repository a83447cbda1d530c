/**
 * Refund requests per order line (add-on `refund`, backend-api §2.13, §5.7): the owner may ask while the line is
 * refundable, has no request yet, and fewer than `refund_request_time` days have passed since delivery. Amounts
 * are computed here from the order line (the SPA's display strings are not trusted): the line total, its
 * shipping, and the refundable amount (shipping included only with `refund_with_shipping_cost`).
 *
 * Refund rows are kept in `state.refunds`, added to the state type below by declaration merging (absent in the
 * seeded state and in older saved data, so created on first use). Call the mutating functions inside
 * `shop.update(...)`.
 */
import { DAY } from '../domain/clock';
import { toMajor, toMinor, type Minor } from '../domain/money';
import type { Id, IsoDate, OrderDetail } from '../domain/types';
import { done, refuse, type Outcome } from './outcome';
import type { DemoShopState, Session } from './types';

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

export interface RefundRequest {
  order_id: Id;
  order_detail_id: Id;
  reason: string;
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

  const total = lineTotalMinor(detail);
  const shipping = toMinor(detail.shipping_cost.total_cost);
  const refundable =
    catalogue.settings.refund_with_shipping_cost === 1 ? total : Math.max(0, total - shipping);
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
