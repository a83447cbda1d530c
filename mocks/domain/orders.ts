/**
 * Order lifecycle (backend-api §5.7, §2.11–2.13), as pure functions that return the new orders plus the side
 * effects (stock movements, wallet debit/credit, reward points) for the store to apply.
 * - confirm: one order per seller group sharing the cart's trx_id, status 0, unpaid, delivery pending; totals
 *   recomputed server-side; stock re-checked ("<product> is out of Stock") but NOT decremented.
 * - complete: sets status 1, payment type/status: cash_on_delivery, pay_later and offline_method stay unpaid;
 *   wallet needs balance ≥ total and debits it; gateways are simulated as paid. Stock is decremented here.
 *   Guests cannot use wallet or pay later. Paying an existing unpaid order (by code) only changes payment fields.
 * - cancel: owner only, only while delivery_status is pending; restores stock of placed orders; paid orders are
 *   refunded to the wallet (payment_status refunded_to_wallet) and their earned reward points are taken back.
 */
import { availableStock, type StockLevels } from './cart';
import { allocateCoupons } from './coupons';
import { fail, ok, type Result } from './errors';
import { sum, toMajor, toMinor, type Minor } from './money';
import type { Delivery } from './shipping';
import { computeTotals, toMajorTotals, type TotalsSettings } from './totals';
import {
  GATEWAY_PAYMENT_TYPES,
  type Address,
  type AppliedCoupon,
  type CartLine,
  type CommerceSettings,
  type Coupon,
  type Id,
  type Order,
  type OrderDetail,
  type PaymentType,
  type Product,
  type StockChange,
} from './types';

/** 10 distinct digits per counter value: a bijective scramble of 1…9·10⁹, so codes look random but never repeat. */
export function orderCode(counter: number, prefix = 'YR'): string {
  const span = 9_000_000_000;
  const scrambled = ((counter % span) * 48_271) % span;
  return `${prefix}-${1_000_000_000 + scrambled}`;
}

export type StockLookup = (productId: Id, variant: string) => StockLevels;

/** Stock needed per product and per variant for a set of lines. */
function demandOf(lines: readonly { product_id: Id; variant: string; quantity: number }[]) {
  const perProduct = new Map<Id, number>();
  const perVariant = new Map<string, number>();
  for (const l of lines) {
    perProduct.set(l.product_id, (perProduct.get(l.product_id) ?? 0) + l.quantity);
    const key = `${l.product_id}|${l.variant}`;
    perVariant.set(key, (perVariant.get(key) ?? 0) + l.quantity);
  }
  return { perProduct, perVariant };
}

/** First line whose product or variant stock cannot cover the whole order, as "<product> is out of Stock". */
function checkStock(
  lines: readonly { product_id: Id; variant: string; quantity: number }[],
  products: ReadonlyMap<Id, Product>,
  stockOf: StockLookup,
): Result<true> {
  const { perProduct, perVariant } = demandOf(lines);
  for (const l of lines) {
    const product = products.get(l.product_id);
    if (!product) return fail('product_unavailable');
    if (product.is_digital) continue;
    const stock = stockOf(l.product_id, l.variant);
    const needProduct = perProduct.get(l.product_id) ?? 0;
    const needVariant = perVariant.get(`${l.product_id}|${l.variant}`) ?? 0;
    if (stock.product < needProduct || availableStock(stock) < needVariant) {
      return fail('product_out_of_stock', { product: product.product_name });
    }
  }
  return ok(true);
}

export interface ConfirmOrdersInput {
  trx_id: string;
  user_id: Id;
  lines: readonly CartLine[];
  products: ReadonlyMap<Id, Product>;
  stockOf: StockLookup;
  applied: readonly AppliedCoupon[];
  coupons: readonly Coupon[];
  settings: TotalsSettings & Pick<CommerceSettings, 'coupon_system'>;
  /** 1 = pickup hub, 2 = ship to an address. */
  checkout_method: 1 | 2;
  pickup_hub_id: Id | null;
  shipping_address: Address | null;
  billing_address: Address | null;
  /** Cost of the shipping address's city (area_base). */
  cityCost: number | null;
  at: number;
  /** First ids / order-code counter to use; the store advances its counters by the number used. */
  nextOrderId: Id;
  nextDetailId: Id;
  nextCodeCounter: number;
  orderPrefix?: string;
}

export function confirmOrders(input: ConfirmOrdersInput): Result<Order[]> {
  const { lines, settings, at } = input;
  if (lines.length === 0) return fail('cart_empty');
  const pickup = input.checkout_method === 1;
  if (pickup && input.pickup_hub_id === null) return fail('pickup_hub_required');
  const needsDelivery = lines.some((l) => l.is_digital_product !== 1);
  if (!pickup && needsDelivery && !input.shipping_address) return fail('address_required');
  const stock = checkStock(lines, input.products, input.stockOf);
  if (!stock.ok) return stock;

  const delivery: Delivery = { pickup, cityCost: input.cityCost };
  const allocation = allocateCoupons(
    input.applied.filter((a) => a.trx_id === input.trx_id),
    input.coupons,
    lines,
  );
  const totals = computeTotals({ lines, coupons: allocation.perLine, settings, delivery });
  const date = new Date(at).toISOString();
  let detailId = input.nextDetailId;

  const orders = totals.groups.map((group, index): Order => {
    const id = input.nextOrderId + index;
    const money = toMajorTotals(group);
    const details = group.lines.map((lt): OrderDetail => {
      const line = lines.find((l) => l.id === lt.line_id)!;
      const product = input.products.get(line.product_id)!;
      return {
        id: detailId++,
        order_id: id,
        product_id: line.product_id,
        product_name: product.product_name,
        variation: line.variants_name,
        variant_ids: line.variant,
        sku: line.sku,
        price: line.price,
        tax: toMajor(lt.tax),
        discount: toMajor(lt.discount),
        quantity: line.quantity,
        shipping_cost: {
          type: settings.shipping_fee_type,
          depend_on_quantity: product.shipping_fee_depend_on_quantity,
          per_cost: product.shipping_type === 'flat_rate' ? product.shipping_fee : 0,
          total_cost: toMajor(lt.shipping_cost),
        },
        coupon_discount: {
          code: (allocation.codesPerLine.get(line.id) ?? []).join(','),
          discount: toMajor(lt.coupon_discount),
        },
        is_refundable: product.is_refundable,
        is_digital: product.is_digital,
        refund: null,
      };
    });
    return {
      id,
      seller_id: group.seller_id,
      user_id: input.user_id,
      code: orderCode(input.nextCodeCounter + index, input.orderPrefix),
      trx_id: input.trx_id,
      date,
      delivery_status: 'pending',
      payment_type: '',
      payment_status: 'unpaid',
      payment_details: null,
      sub_total: money.sub_total,
      discount: money.discount,
      coupon_discount: money.coupon_discount,
      total_tax: money.tax,
      total_amount: money.total_amount,
      shipping_cost: money.shipping_cost,
      total_payable: money.total_payable,
      shipping_address: pickup ? null : input.shipping_address,
      billing_address: input.billing_address ?? input.shipping_address,
      pickup_hub_id: pickup ? input.pickup_hub_id : null,
      shipping_method: settings.shipping_fee_type,
      is_coupon_system_active: settings.coupon_system,
      tax_method: { vat_tax_type: settings.vat_and_tax_type, tax_type: settings.tax_type },
      status: 0,
      is_mailed: 0,
      is_deleted: 0,
      is_cancelled: 0,
      cancel_request: 0,
      offline_method_id: null,
      offline_method_file: null,
      rewards_earned: 0,
      delivered_at: null,
      created_at: date,
      updated_at: date,
      order_details: details,
    };
  });
  return ok(orders);
}

const UNPAID_TYPES = new Set<PaymentType>(['cash_on_delivery', 'pay_later', 'offline_method']);
const KNOWN_TYPES = new Set<string>([
  'cash_on_delivery',
  'pay_later',
  'offline_method',
  'wallet',
  ...GATEWAY_PAYMENT_TYPES,
]);

export function isPaymentType(value: string): value is PaymentType {
  return KNOWN_TYPES.has(value);
}

export interface CompleteOrdersInput {
  /** Status-0 orders of the transaction ("place"), or one unpaid placed order ("pay_existing", by code). */
  orders: readonly Order[];
  mode: 'place' | 'pay_existing';
  payment_type: string;
  signedIn: boolean;
  /** Wallet balance of the shopper (major units). */
  balance: number;
  settings: Pick<CommerceSettings, 'wallet_system' | 'pay_later_system'>;
  products: ReadonlyMap<Id, Product>;
  stockOf: StockLookup;
  offline_method_id?: Id | null;
  offline_method_file?: string | null;
  /** Reward points are credited for paid orders (add-on `reward`). */
  rewardsEnabled: boolean;
  at: number;
}

export interface CompletedOrders {
  orders: Order[];
  /** Amount to take from the wallet (minor units). */
  walletDebit: Minor;
  stockChanges: StockChange[];
  /** Reward points credited, per order id. */
  rewardPoints: Map<Id, number>;
}

export function rewardPointsFor(
  order: Pick<Order, 'order_details'>,
  products: ReadonlyMap<Id, Product>,
): number {
  return sum(
    order.order_details.map((d) => Math.max(0, products.get(d.product_id)?.reward ?? 0) * d.quantity),
  );
}

export function completeOrders(input: CompleteOrdersInput): Result<CompletedOrders> {
  const { orders, mode, settings } = input;
  if (orders.length === 0) return fail('order_not_found');
  if (!isPaymentType(input.payment_type)) return fail('payment_type_invalid');
  const type = input.payment_type;

  if (mode === 'place' && orders.some((o) => o.status !== 0)) return fail('order_not_found');
  if (mode === 'pay_existing') {
    if (orders.some((o) => o.status !== 1 || o.is_cancelled === 1)) return fail('order_not_found');
    if (orders.some((o) => o.payment_status !== 'unpaid')) return fail('order_already_paid');
    if (UNPAID_TYPES.has(type)) return fail('payment_type_invalid');
  }
  if ((type === 'wallet' || type === 'pay_later') && !input.signedIn) return fail('payment_login_required');
  if (type === 'pay_later' && settings.pay_later_system !== 1) return fail('pay_later_disabled');
  if (type === 'offline_method' && !input.offline_method_id) return fail('offline_method_required');
  if (type === 'cash_on_delivery') {
    const codBlocked = orders.some((o) =>
      o.order_details.some((d) => input.products.get(d.product_id)?.cash_on_delivery === false),
    );
    if (codBlocked) return fail('cod_unavailable');
  }

  const total = sum(orders.map((o) => toMinor(o.total_payable)));
  if (type === 'wallet') {
    if (settings.wallet_system !== 1) return fail('wallet_disabled');
    if (toMinor(input.balance) < total) return fail('wallet_insufficient');
  }

  let stockChanges: StockChange[] = [];
  if (mode === 'place') {
    const lines = orders.flatMap((o) =>
      o.order_details.map((d) => ({
        product_id: d.product_id,
        variant: d.variant_ids,
        quantity: d.quantity,
      })),
    );
    const stock = checkStock(lines, input.products, input.stockOf);
    if (!stock.ok) return stock;
    stockChanges = lines
      .filter((l) => !input.products.get(l.product_id)?.is_digital)
      .map((l) => ({ product_id: l.product_id, variant: l.variant, delta: -l.quantity }));
  }

  const paid = !UNPAID_TYPES.has(type);
  const stamp = new Date(input.at).toISOString();
  const rewardPoints = new Map<Id, number>();
  const completed = orders.map((o): Order => {
    const points = paid && input.rewardsEnabled ? rewardPointsFor(o, input.products) : 0;
    if (points > 0) rewardPoints.set(o.id, points);
    return {
      ...o,
      status: 1,
      payment_type: type,
      payment_status: paid ? 'paid' : 'unpaid',
      payment_details: paid
        ? { method: type, simulated: type !== 'wallet', paid_at: stamp }
        : { method: type },
      offline_method_id: type === 'offline_method' ? (input.offline_method_id ?? null) : o.offline_method_id,
      offline_method_file:
        type === 'offline_method' ? (input.offline_method_file ?? null) : o.offline_method_file,
      rewards_earned: o.rewards_earned + points,
      updated_at: stamp,
    };
  });
  return ok({ orders: completed, walletDebit: type === 'wallet' ? total : 0, stockChanges, rewardPoints });
}

export interface CancelOrderInput {
  order: Order;
  user_id: Id | null;
  products: ReadonlyMap<Id, Product>;
  at: number;
}

export interface CancelledOrder {
  order: Order;
  /** Amount refunded to the wallet (minor units). */
  refund: Minor;
  stockChanges: StockChange[];
  /** Reward points to take back. */
  rewardReversal: number;
}

export function cancelOrder(input: CancelOrderInput): Result<CancelledOrder> {
  const { order } = input;
  if (input.user_id === null || order.user_id !== input.user_id) return fail('permission_declined');
  if (order.is_cancelled === 1 || order.delivery_status !== 'pending') return fail('order_cancel_denied');
  const placed = order.status === 1;
  const refund = order.payment_status === 'paid' ? toMinor(order.total_payable) : 0;
  const stockChanges: StockChange[] = placed
    ? order.order_details
        .filter((d) => !input.products.get(d.product_id)?.is_digital)
        .map((d) => ({ product_id: d.product_id, variant: d.variant_ids, delta: d.quantity }))
    : [];
  return ok({
    order: {
      ...order,
      delivery_status: 'canceled',
      is_cancelled: 1,
      payment_status: refund > 0 ? 'refunded_to_wallet' : order.payment_status,
      rewards_earned: 0,
      updated_at: new Date(input.at).toISOString(),
    },
    refund,
    stockChanges,
    rewardReversal: order.rewards_earned,
  });
}
