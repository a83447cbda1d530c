// What the orders screens derive from an order (backend-api §4.7, §5.7): where it is on its way, a line's total,
// and whether the shopper may cancel an order or ask for a refund of a line. Pure. The words for each status live
// in domain/orders (order-status), shared with the account area.
import type { OrderLineOutput, OrderOutput, SettingsOutput } from '@/api-generated/model';
import type { ShopModules } from '@/lib/modules';
import { DELIVERY_STEPS, type DeliveryStatus } from '@/domain/orders';

/**
 * Where the order is on its way: the index of the step in progress; every step done once delivered (the
 * Stepper's `current` = steps.length); `null` for a cancelled order.
 */
export function deliveryProgress(status: DeliveryStatus): number | null {
  if (status === 'canceled') return null;
  if (status === 'delivered') return DELIVERY_STEPS.length;
  return DELIVERY_STEPS.findIndex(([step]) => step === status);
}

const cents = (amount: number) => Math.round(amount * 100);

/** price × quantity + tax + shipping − (discount + coupon), as the backend's own pages show it (§4.7). */
export const orderLineTotal = (
  line: Pick<
    OrderLineOutput,
    'price' | 'quantity' | 'tax' | 'discount' | 'shipping_cost' | 'coupon_discount'
  >,
): number =>
  Math.max(
    0,
    cents(line.price) * line.quantity +
      cents(line.tax) +
      cents(line.shipping_cost.total_cost) -
      cents(line.discount) -
      cents(line.coupon_discount.discount),
  ) / 100;

/**
 * What a refund of one line comes to (§2.13, §5.7): the line total, its shipping, and what would be paid back —
 * the total less the shipping unless the shop refunds shipping too (`refund_with_shipping_cost`).
 */
export function refundAmounts(
  line: Parameters<typeof orderLineTotal>[0],
  settings: Pick<SettingsOutput, 'refund_with_shipping_cost'>,
): { total: number; shipping: number; refundable: number } {
  const total = orderLineTotal(line);
  const shipping = line.shipping_cost.total_cost;
  const refundable =
    settings.refund_with_shipping_cost === 1 ? total : Math.max(0, cents(total) - cents(shipping)) / 100;
  return { total, shipping, refundable };
}

/** Only a placed order that has not left the shop yet may be cancelled (§5.7). */
export const canCancel = (order: Pick<OrderOutput, 'delivery_status' | 'status'>): boolean =>
  order.status === 1 && order.delivery_status === 'pending';

/**
 * Which orders the history offers to remove: those nothing more will happen to, delivered or cancelled. The backend
 * hides whatever order its owner asks it to (`user/remove-order`, §2.13: `is_deleted` = 1, no status check), but an
 * order still on its way or waiting for payment would lose the history's ways to follow, cancel or pay it.
 */
export const canRemove = (order: Pick<OrderOutput, 'delivery_status'>): boolean =>
  order.delivery_status === 'delivered' || order.delivery_status === 'canceled';

/**
 * A refund may be asked for a delivered, refundable line with no refund yet, within the shop's refund window,
 * when the refund add-on is on (module `refunds`, §5.7). The server checks again.
 */
export function canRequestRefund(
  order: Pick<OrderOutput, 'delivery_status' | 'delivered_days'>,
  line: Pick<OrderLineOutput, 'is_refundable' | 'refund'>,
  shop: { modules: Pick<ShopModules, 'refunds'>; settings: Pick<SettingsOutput, 'refund_request_time'> },
): boolean {
  if (!shop.modules.refunds) return false;
  if (order.delivery_status !== 'delivered' || line.is_refundable !== 1 || line.refund) return false;
  const window = shop.settings.refund_request_time ?? 0;
  return order.delivered_days != null && order.delivered_days < window;
}

/** The shop's order codes start with `order_prefix` (§4.7), the backend's `YR` when the owner left it empty. */
export const orderPrefix = (setting: string | null | undefined): string => setting?.trim() || 'YR';

/** An order code as this shop writes them (`<order_prefix>-<10 digits>`, §4.7): the track-order field's example. */
export const orderCodeExample = (setting: string | null | undefined): string =>
  `${orderPrefix(setting)}-0000012345`;

/** What the whole transaction costs: every seller order's payable total. */
export const transactionTotal = (orders: readonly Pick<OrderOutput, 'total_payable'>[]): number =>
  orders.reduce((sum, order) => sum + cents(order.total_payable), 0) / 100;
