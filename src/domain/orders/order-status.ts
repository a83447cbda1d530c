// The words for the backend's order and account status values, in one place for every screen that shows them
// (order history, order details, tracking, the dashboard, the wallet). Values are language keywords; screens
// pass them through `t()`.
import type { OrderOutput } from '@/api-generated/model';

export type DeliveryStatus = OrderOutput['delivery_status'];
export type PaymentStatus = OrderOutput['payment_status'];

/** The delivery progress in order (a cancelled order leaves it). */
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
 * Any other snake_case value the backend sends as a status or a source (`pending`, `reward_point_convert`,
 * `offline_method`) as the language keywords spell it ("Reward Point Convert"); the order statuses above read
 * the same way as the order screens show them.
 * @keyword from the server's snake_case values, title-cased
 */
export function statusKeyword(value: string): string {
  if (value in DELIVERY_WORDS) return DELIVERY_WORDS[value as DeliveryStatus];
  if (value in PAYMENT_WORDS) return PAYMENT_WORDS[value as PaymentStatus];
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
