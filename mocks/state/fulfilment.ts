/**
 * The seller/courier side the storefront cannot drive: moving a placed order on to "delivered". The demo shop
 * exposes it as a demo-only control (handlers/commerce/demo-controls.ts), so tests and demos can reach states
 * such as "delivered yesterday, refund window open". Call inside `shop.update(...)`.
 */
import type { Id, Order } from '../domain/types';
import { done, refuse, type Outcome } from './outcome';
import { orderOwnerId } from './sessions';
import type { DemoShopState, Session } from './types';

export function deliverOrder(
  state: DemoShopState,
  session: Session,
  orderId: Id,
  at: number,
): Outcome<Order> {
  const order = state.orders.find((o) => o.id === orderId && o.user_id === orderOwnerId(session));
  if (!order) return refuse('Order not found');
  if (order.status !== 1 || order.is_cancelled === 1) return refuse('Order not found');
  const stamp = new Date(at).toISOString();
  order.delivery_status = 'delivered';
  order.delivered_at = stamp;
  order.updated_at = stamp;
  return done(order);
}
