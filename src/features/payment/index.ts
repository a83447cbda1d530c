export { PaymentScreen, type PaymentScreenProps } from './PaymentScreen';
export { paymentQueries } from '@/domain/payments';
