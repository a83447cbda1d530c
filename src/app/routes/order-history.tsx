import { OrderHistoryScreen } from '@/features/orders';

/** /user/order-history */
export const Component = OrderHistoryScreen;
