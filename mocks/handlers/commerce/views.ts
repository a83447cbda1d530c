/**
 * Commerce response shapes (backend-api §4.4, §4.7, §2.12–2.14) built from the store: the cart state every cart
 * operation returns, checkout rows, orders and their lines, order-history rows, coupons, notifications, wallet
 * entries and rewards. Generic mappers (users, addresses, cart lines, pagination) come from http/views.ts.
 */
import type {
  AppliedCoupon as AppliedCouponView,
  CartState,
  CheckoutCartRow,
  CheckoutGroup,
  Notification as NotificationView,
  OfflineMethod as OfflineMethodView,
  Order as OrderView,
  OrderLine,
  OrderListRow,
  OrderSummary,
  Refund as RefundView,
  Reward as RewardView,
  RewardDetail as RewardDetailView,
  WalletEntry as WalletEntryView,
} from '@/api-generated/model';
import { DAY, now } from '../../domain/clock';
import { toMajor } from '../../domain/money';
import type { Delivery } from '../../domain/shipping';
import { ADMIN_USER_ID, type Id, type Notification, type Order, type OrderDetail } from '../../domain/types';
import type { RewardAccount, RewardDetail, WalletEntry } from '../../domain/types';
import { formatDateTime, formatDay, toAddress, toCartLine } from '../../http/views';
import { cartView, type CartView } from '../../state/cart';
import { catalogueIndex, findProduct, findUser } from '../../state/lookups';
import { refundOfLine, type RefundRow } from '../../state/refunds';
import type { DemoShopState, Session } from '../../state/types';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

// ─── Cart ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Shop name and logo of a seller user id (1 = the shop itself). */
export function sellerBrand(state: DemoShopState, sellerId: Id): { name: string; image: string | null } {
  const shop = catalogueIndex(state.catalogue).shopsByUserId.get(sellerId);
  if (shop) return { name: shop.shop_name, image: shop.logo };
  const { settings } = state.catalogue;
  return { name: settings.system_name, image: sellerId === ADMIN_USER_ID ? settings.light_logo : null };
}

/** Per-seller groups keyed by seller user id, or `[]` for an empty cart (PHP's encoding of an empty map). */
export function checkoutGroups(state: DemoShopState, view: CartView): Record<string, CheckoutGroup> | [] {
  if (view.lines.length === 0) return [];
  const groups: Record<string, CheckoutGroup> = {};
  for (const group of view.totals.groups) {
    const lineIds = new Set(group.lines.map((l) => l.line_id));
    const codes = [...new Set([...lineIds].flatMap((id) => view.allocation.codesPerLine.get(id) ?? []))];
    const record = view.coupons.find((c) => codes.includes(c.code));
    const brand = sellerBrand(state, group.seller_id);
    groups[String(group.seller_id)] = {
      id: record ? record.id : '',
      seller_id: group.seller_id,
      name: brand.name,
      image: brand.image,
      code: codes.join(','),
      is_applied: flag(codes.length > 0),
      discount: toMajor(group.coupon_discount),
      shipping_cost: toMajor(group.group_shipping),
      tax: toMajor(group.group_tax),
    };
  }
  return groups;
}

export function appliedCoupons(view: CartView): AppliedCouponView[] {
  return view.coupons.map((c) => ({
    coupon_id: c.coupon_id,
    title: c.title,
    status: c.status,
    discount_type: c.discount_type,
    discount: toMajor(view.allocation.perApplied.get(c.id) ?? 0),
    coupon_discount: c.coupon_discount,
  }));
}

/** `{ carts, checkouts, coupons }` as every cart and coupon operation returns it. */
export function cartState(state: DemoShopState, session: Session, delivery?: Delivery): CartState {
  const view = cartView(state, session, delivery);
  return {
    carts: view.lines.map((line) => toCartLine(state, line)),
    checkouts: checkoutGroups(state, view),
    coupons: appliedCoupons(view),
  };
}

/** A raw cart row, as `GET /user/address` returns the cart. */
export function checkoutCartRow(state: DemoShopState, view: CartView): CheckoutCartRow[] {
  return view.lines.map((line) => {
    const product = findProduct(state, line.product_id);
    const variant = line.variant ? product?.stocks.find((s) => s.variant_ids === line.variant) : undefined;
    return {
      id: line.id,
      seller_id: line.seller_id,
      product_id: line.product_id,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      tax: line.tax,
      shipping_cost: line.shipping_cost,
      trx_id: line.trx_id,
      product_name: product?.product_name ?? null,
      image_40x40: variant?.image ?? product?.thumbnail ?? null,
      variant: line.variants_name || null,
    };
  });
}

// ─── Coupons ──────────────────────────────────────────────────────────────────────────────────────────────────

// ─── Orders ───────────────────────────────────────────────────────────────────────────────────────────────────

export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    status: row.status,
    refund_reason: row.refund_reason,
    remark: null,
    total_amount: row.total_amount,
    shipping_cost: row.shipping_cost,
    refund_amount: row.refund_amount,
    reject_reason: null,
    created_at: formatDateTime(row.created_at),
  };
}

export function orderLineView(state: DemoShopState, detail: OrderDetail, withProduct = false): OrderLine {
  const refund = refundOfLine(state, detail.id);
  const line: OrderLine = {
    id: detail.id,
    order_id: detail.order_id,
    product_id: detail.product_id,
    product_name: detail.product_name,
    variation: detail.variation || null,
    price: detail.price,
    tax: detail.tax,
    discount: detail.discount,
    quantity: detail.quantity,
    shipping_cost: { ...detail.shipping_cost },
    coupon_discount: { code: detail.coupon_discount.code || null, discount: detail.coupon_discount.discount },
    is_refundable: flag(detail.is_refundable),
    refund: refund ? refundView(refund) : null,
  };
  if (withProduct) {
    const product = findProduct(state, detail.product_id);
    line.product = product
      ? {
          id: product.id,
          slug: product.slug,
          product_name: product.product_name,
          image_40x40: product.thumbnail,
          is_digital: flag(product.is_digital),
        }
      : null;
  }
  return line;
}

function deliveredDays(order: Order, at: number): number | null {
  if (order.delivery_status !== 'delivered' || !order.delivered_at) return null;
  return Math.max(0, Math.floor((at - Date.parse(order.delivered_at)) / DAY));
}

export function orderSummaryView(order: Order, at = now()): OrderSummary {
  return {
    id: order.id,
    seller_id: order.seller_id,
    user_id: order.user_id,
    code: order.code,
    trx_id: order.trx_id,
    date: formatDay(order.date),
    delivery_status: order.delivery_status,
    payment_type: order.payment_type,
    payment_status: order.payment_status,
    payment_details: order.payment_details,
    sub_total: order.sub_total,
    discount: order.discount,
    coupon_discount: order.coupon_discount,
    total_tax: order.total_tax,
    total_amount: order.total_amount,
    shipping_cost: order.shipping_cost,
    total_payable: order.total_payable,
    shipping_address: order.shipping_address ? toAddress(order.shipping_address) : null,
    billing_address: order.billing_address ? toAddress(order.billing_address) : null,
    pickup_hub_id: order.pickup_hub_id,
    shipping_method: order.shipping_method,
    is_coupon_system_active: order.is_coupon_system_active,
    tax_method: { ...order.tax_method },
    status: order.status,
    is_mailed: order.is_mailed,
    is_deleted: order.is_deleted,
    is_cancelled: order.is_cancelled,
    cancel_request: order.cancel_request,
    offline_method_id: order.offline_method_id,
    offline_method_file: order.offline_method_file,
    delivered_days: deliveredDays(order, at),
    created_at: formatDateTime(order.created_at),
    updated_at: formatDateTime(order.updated_at),
  };
}

/** An order with its lines and customer (invoice, payment and track pages). */
export function orderView(
  state: DemoShopState,
  order: Order,
  options: { withProducts?: boolean } = {},
): OrderView {
  const customer = findUser(state, order.user_id);
  return {
    ...orderSummaryView(order),
    user: customer
      ? {
          id: customer.id,
          full_name: `${customer.first_name} ${customer.last_name}`.trim(),
          email: customer.email || null,
          phone: customer.phone || null,
        }
      : null,
    order_details: order.order_details.map((d) => orderLineView(state, d, options.withProducts)),
  };
}

/** One order in the history: its first line's product (backend OrderResource). */
export function orderListRow(state: DemoShopState, order: Order): OrderListRow {
  const first = order.order_details[0];
  const product = first ? findProduct(state, first.product_id) : undefined;
  return {
    id: first?.id ?? order.id,
    order_id: order.id,
    code: order.code,
    product_name: first?.product_name ?? '',
    variation: first?.variation || null,
    sku: first?.sku || null,
    order_date: formatDay(order.date),
    delivery_status: order.delivery_status,
    payment_status: order.payment_status,
    total_payable: order.total_payable,
    product_file_id: product?.is_digital ? product.id : null,
    image: product?.thumbnail ?? null,
    is_deleted: order.is_deleted,
  };
}

// ─── Payment ──────────────────────────────────────────────────────────────────────────────────────────────────

export function offlineMethods(state: DemoShopState): OfflineMethodView[] {
  if (!state.catalogue.addOns.includes('offline_payment')) return [];
  return state.catalogue.offlineMethods.map((m) => ({
    id: m.id,
    name: m.name,
    image: m.image,
    instructions: m.instructions,
  }));
}

// ─── Account ──────────────────────────────────────────────────────────────────────────────────────────────────

function clockTime(iso: string): string {
  const d = new Date(iso);
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'am' : 'pm'}`;
}

export function notificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    user_id: n.user_id,
    title: n.title,
    details: n.details,
    url: n.url,
    status: n.status,
    date: formatDay(n.created_at),
    time: clockTime(n.created_at),
  };
}

export function walletEntryView(entry: WalletEntry): WalletEntryView {
  return {
    id: entry.id,
    user_id: entry.user_id,
    amount: entry.amount,
    source: entry.source,
    type: entry.type,
    payment_method: entry.payment_method,
    status: entry.status,
    recharge_date: formatDay(entry.recharge_date),
    transaction_id: null,
  };
}

export function rewardView(account: RewardAccount): RewardView {
  return {
    id: account.user_id,
    user_id: account.user_id,
    rewards: account.rewards,
    last_converted: account.last_converted ? formatDateTime(account.last_converted) : null,
  };
}

export function rewardDetailView(state: DemoShopState, detail: RewardDetail): RewardDetailView {
  const product = findProduct(state, detail.product_id);
  return {
    id: detail.id,
    reward: detail.reward,
    product_qty: detail.product_qty,
    product: product
      ? {
          id: product.id,
          slug: product.slug,
          product_name: product.product_name,
          image_40x40: product.thumbnail,
        }
      : null,
    created_at: formatDateTime(detail.created_at),
  };
}
