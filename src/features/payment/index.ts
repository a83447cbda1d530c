export { PaymentScreen, type PaymentScreenProps } from './PaymentScreen';
export { paymentQueries } from './api/payment-queries';
