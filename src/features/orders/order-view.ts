// What the orders screens derive from an order (backend-api §4.7, §5.7): the delivery steps, the words for each
// status, a line's total, and whether the shopper may cancel an order or ask for a refund of a line. Pure.
import type { OrderLineOutput, OrderOutput, SettingsOutput } from '@/api-generated/model';

type DeliveryStatus = OrderOutput['delivery_status'];
type PaymentStatus = OrderOutput['payment_status'];

/** The delivery progress in order (a cancelled order leaves it). Values are language keywords. */
export const DELIVERY_STEPS = [
  ['pending', 'Pending'],
  ['confirm', 'Confirmed'],
  ['picked_up', 'Picked Up'],
  ['on_the_way', 'On The Way'],
  ['delivered', 'Delivered'],
] as const satisfies readonly (readonly [DeliveryStatus, string])[];

const DELIVERY_WORDS: Record<DeliveryStatus, string> = {
  ...Object.fromEntries(DELIVERY_STEPS),
  canceled: 'Canceled',
} as Record<DeliveryStatus, string>;

const PAYMENT_WORDS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded_to_wallet: 'Refunded to Wallet',
};

/** The language keyword naming a delivery status. */
export const deliveryStatusKey = (status: DeliveryStatus): string => DELIVERY_WORDS[status];

/** The language keyword naming a payment status. */
export const paymentStatusKey = (status: PaymentStatus): string => PAYMENT_WORDS[status];

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

/** Only a placed order that has not left the shop yet may be cancelled (§5.7). */
export const canCancel = (order: Pick<OrderOutput, 'delivery_status' | 'status'>): boolean =>
  order.status === 1 && order.delivery_status === 'pending';

/**
 * A refund may be asked for a delivered, refundable line with no refund yet, within the shop's refund window,
 * when the refund add-on is on (§5.7). The server checks again.
 */
export function canRequestRefund(
  order: Pick<OrderOutput, 'delivery_status' | 'delivered_days'>,
  line: Pick<OrderLineOutput, 'is_refundable' | 'refund'>,
  shop: { addOns: ReadonlySet<string>; settings: Pick<SettingsOutput, 'refund_request_time'> },
): boolean {
  if (!shop.addOns.has('refund')) return false;
  if (order.delivery_status !== 'delivered' || line.is_refundable !== 1 || line.refund) return false;
  const window = shop.settings.refund_request_time ?? 0;
  return order.delivered_days != null && order.delivered_days < window;
}

/** What the whole transaction costs: every seller order's payable total. */
export const transactionTotal = (orders: readonly Pick<OrderOutput, 'total_payable'>[]): number =>
  orders.reduce((sum, order) => sum + cents(order.total_payable), 0) / 100;
