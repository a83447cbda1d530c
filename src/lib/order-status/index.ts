export {
  DELIVERY_STEPS,
  deliveryStatusKey,
  paymentStatusKey,
  statusKeyword,
  type DeliveryStatus,
  type PaymentStatus,
} from './order-status';
