// A shopper's orders, one home for the orders screens, the account's dashboard and digital orders, and buy again:
// what each screen loads and what a cancellation, removal or refund request changes in the cache (order-queries),
// when the invoice mails go out (mail-order), the paid digital products (digital-orders) and the words for the
// backend's order status values (order-status). The orders endpoints are this word's alone.
export * from './order-queries';
export * from './mail-order';
export * from './digital-orders';
export {
  DELIVERY_STEPS,
  deliveryStatusKey,
  paymentStatusKey,
  statusKeyword,
  type DeliveryStatus,
  type PaymentStatus,
} from './order-status';
