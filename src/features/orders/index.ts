export { TrackOrderScreen } from './TrackOrderScreen';
export { OrderDetailsScreen } from './OrderDetailsScreen';
export { InvoiceScreen } from './InvoiceScreen';
export { OrderHistoryScreen } from './OrderHistoryScreen';
export { orderDetailsQueries, invoiceQueries, orderHistoryQueries } from '@/domain/orders';
export { hasOrderProof, rememberOrderProof } from './track-order/order-proof';
