/**
 * Checkout and order actions on the store (backend-api §2.11–2.13, §5.7): confirm → per-seller status-0 orders;
 * complete → placed, stock decremented, wallet debited, rewards credited, cart emptied; cancel → stock restored,
 * paid orders refunded to the wallet. Call inside `shop.update(...)`.
 */
import { WALK_IN_USER_ID } from '../data/users';
import { fail, ok, type Result } from '../domain/errors';
import { toMajor, toMinor } from '../domain/money';
import { paypalPaymentMismatch } from '../domain/paypal';
import { cancelOrder, completeOrders, confirmOrders } from '../domain/orders';
import type { Address, Id, Order } from '../domain/types';
import { trackLiveOrder } from './live-orders';
import { applyStockChanges, catalogueIndex, findUser, newTrxId, nextId, stockLookup } from './lookups';
import { cartLines, orderOwnerId, peekCartTrxId } from './sessions';
import type { DemoShopState, Session } from './types';

export interface ConfirmRequest {
  /** 1 = pickup hub, 2 = ship to an address. */
  checkout_method: 1 | 2;
  pickup_hub_id?: Id | null;
  /** An address of the shopper (by id) or a full address object (guests post theirs). */
  shipping_address?: Address | Id | null;
  billing_address?: Address | Id | null;
}

function resolveAddress(
  state: DemoShopState,
  session: Session,
  value: Address | Id | null | undefined,
): Address | null {
  if (value === null || value === undefined) return null;
  const id = typeof value === 'number' ? value : value.id;
  const own =
    session.user_id === null
      ? session.addresses
      : state.addresses.filter((a) => a.user_id === session.user_id);
  return own.find((a) => a.id === id) ?? (typeof value === 'number' ? null : value);
}

export function confirmOrderAction(
  state: DemoShopState,
  session: Session,
  request: ConfirmRequest,
  at: number,
): Result<Order[]> {
  const trx = peekCartTrxId(state, session);
  const lines = cartLines(state, session);
  if (!trx || lines.length === 0) return fail('cart_empty');
  const settings = state.catalogue.settings;
  const pickupHub =
    request.checkout_method === 1
      ? state.catalogue.pickupHubs.find((h) => h.id === request.pickup_hub_id && h.status === 1)
      : undefined;
  const shipping = resolveAddress(state, session, request.shipping_address);
  const billing = resolveAddress(state, session, request.billing_address) ?? shipping;
  const city = shipping
    ? state.catalogue.cities.find((c) => c.id === shipping.address_ids.city_id)
    : undefined;

  // Revisiting checkout regenerates the unconfirmed orders.
  state.orders = state.orders.filter((o) => !(o.trx_id === trx && o.status === 0));
  const result = confirmOrders({
    trx_id: trx,
    user_id: orderOwnerId(session),
    lines,
    products: catalogueIndex(state.catalogue).products,
    stockOf: stockLookup(state),
    applied: state.appliedCoupons.filter((a) => a.status === 1),
    coupons: state.catalogue.coupons,
    settings,
    checkout_method: request.checkout_method,
    pickup_hub_id: pickupHub ? pickupHub.id : null,
    shipping_address: shipping,
    billing_address: billing,
    cityCost: settings.shipping_fee_type === 'area_base' && city ? city.cost : null,
    at,
    nextOrderId: state.counters.order,
    nextDetailId: state.counters.order_detail,
    nextCodeCounter: state.counters.order_code,
    orderPrefix: settings.order_prefix,
  });
  if (!result.ok) return result;
  const orders = result.value;
  nextId(state, 'order', orders.length);
  nextId(state, 'order_code', orders.length);
  nextId(
    state,
    'order_detail',
    orders.reduce((t, o) => t + o.order_details.length, 0),
  );
  state.orders.push(...orders);
  return ok(orders);
}

/** Orders a session may see or pay: its user's, or the walk-in user's for guests. */
function ownsOrder(session: Session, order: Order): boolean {
  return order.user_id === orderOwnerId(session);
}

export function findOwnOrder(
  state: DemoShopState,
  session: Session,
  by: { id?: Id; code?: string },
): Order | undefined {
  return state.orders.find(
    (o) => (by.id !== undefined ? o.id === by.id : o.code === by.code) && ownsOrder(session, o),
  );
}

export interface CompleteRequest {
  payment_type: string;
  /** Pay an existing unpaid order (pay later) instead of the current cart's. */
  code?: string | null;
  offline_method_id?: Id | null;
  /** Payment proof file name (offline methods). */
  offline_method_file?: string | null;
  /** What a gateway's script reported (PayPal: `amount` and the capture as `order`), checked against the orders. */
  gateway?: { amount?: unknown; order?: unknown };
}

export function completeOrderAction(
  state: DemoShopState,
  session: Session,
  request: CompleteRequest,
  at: number,
): Result<Order[]> {
  const existing = request.code ? findOwnOrder(state, session, { code: request.code }) : undefined;
  if (request.code && !existing) return fail('order_not_found');
  const trx = peekCartTrxId(state, session);
  const pending = existing
    ? [existing]
    : state.orders.filter((o) => o.trx_id === trx && o.status === 0 && ownsOrder(session, o));
  if (request.payment_type === 'paypal' && pending.length > 0) {
    const totalMinor = pending.reduce((sum, o) => sum + toMinor(o.total_payable), 0);
    if (paypalPaymentMismatch(totalMinor, request.gateway?.amount, request.gateway?.order))
      return fail('gateway_payment_mismatch');
  }
  const user = findUser(state, session.user_id);
  const index = catalogueIndex(state.catalogue);
  const result = completeOrders({
    orders: pending,
    mode: existing ? 'pay_existing' : 'place',
    payment_type: request.payment_type,
    signedIn: user !== undefined,
    balance: user?.balance ?? 0,
    settings: state.catalogue.settings,
    products: index.products,
    stockOf: stockLookup(state),
    offline_method_id: request.offline_method_id ?? null,
    offline_method_file: request.offline_method_file ?? null,
    rewardsEnabled: state.catalogue.addOns.includes('reward'),
    at,
  });
  if (!result.ok) return result;
  const { orders, walletDebit, stockChanges, rewardPoints } = result.value;
  const stamp = new Date(at).toISOString();

  state.orders = state.orders.map((o) => orders.find((done) => done.id === o.id) ?? o);
  applyStockChanges(state, stockChanges);

  if (user && walletDebit > 0) {
    user.balance = toMajor(toMinor(user.balance) - walletDebit);
    for (const order of orders) {
      state.wallet.push({
        id: nextId(state, 'wallet'),
        user_id: user.id,
        amount: order.total_payable,
        source: 'order_payment',
        type: 'expense',
        payment_method: 'wallet',
        status: 'approved',
        order_id: order.id,
        offline_method_id: null,
        recharge_date: stamp,
      });
    }
  }

  if (user) {
    for (const order of orders) {
      const points = rewardPoints.get(order.id) ?? 0;
      if (points > 0) {
        const account = state.rewards.find((r) => r.user_id === user.id) ?? {
          user_id: user.id,
          rewards: 0,
          last_converted: null,
        };
        if (!state.rewards.includes(account)) state.rewards.push(account);
        account.rewards += points;
        for (const detail of order.order_details) {
          const reward = (index.products.get(detail.product_id)?.reward ?? 0) * detail.quantity;
          if (reward > 0) {
            state.rewardDetails.push({
              id: nextId(state, 'reward_detail'),
              user_id: user.id,
              order_id: order.id,
              product_id: detail.product_id,
              product_qty: detail.quantity,
              reward,
              created_at: stamp,
            });
          }
        }
      }
      state.notifications.push({
        id: nextId(state, 'notification'),
        user_id: user.id,
        title: existing ? 'Payment received' : 'Order placed',
        details: `Order ${order.code}: ${existing ? 'payment received' : 'placed successfully'}.`,
        url: `/get-invoice/${order.code}`,
        status: 0,
        created_at: stamp,
        live: { channel: 'private', message_type: 'success' },
      });
      // The seller, the courier and the shopper's door: the order's status now advances over time (live-orders).
      if (!existing) trackLiveOrder(state, order, Date.parse(stamp));
    }
  }

  if (!existing && trx) {
    // The cart became these orders: empty it; the next cart gets a new trx id (the invoice stays at /invoice/<trx>).
    delete state.carts[trx];
    state.appliedCoupons = state.appliedCoupons.filter((a) => a.trx_id !== trx);
    if (user) user.cart_trx_id = null;
    else session.walk_in_id = newTrxId(state);
  }
  return ok(orders);
}

export function cancelOrderAction(
  state: DemoShopState,
  session: Session,
  orderId: Id,
  at: number,
): Result<Order> {
  const order = state.orders.find((o) => o.id === orderId);
  if (!order || order.user_id === WALK_IN_USER_ID) return fail('order_not_found');
  const result = cancelOrder({
    order,
    user_id: session.user_id,
    products: catalogueIndex(state.catalogue).products,
    at,
  });
  if (!result.ok) return result;
  const { order: cancelled, refund, stockChanges, rewardReversal } = result.value;
  state.orders = state.orders.map((o) => (o.id === cancelled.id ? cancelled : o));
  applyStockChanges(state, stockChanges);
  const user = findUser(state, cancelled.user_id);
  if (user && refund > 0) {
    user.balance = toMajor(toMinor(user.balance) + refund);
    state.wallet.push({
      id: nextId(state, 'wallet'),
      user_id: user.id,
      amount: toMajor(refund),
      source: 'order_refund',
      type: 'income',
      payment_method: 'wallet',
      status: 'approved',
      order_id: cancelled.id,
      offline_method_id: null,
      recharge_date: new Date(at).toISOString(),
    });
  }
  const account = user ? state.rewards.find((r) => r.user_id === user.id) : undefined;
  if (account && rewardReversal > 0) account.rewards = Math.max(0, account.rewards - rewardReversal);
  return ok(cancelled);
}
