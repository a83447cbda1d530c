export { TrackOrderScreen } from './TrackOrderScreen';
export { OrderDetailsScreen } from './OrderDetailsScreen';
export { InvoiceScreen } from './InvoiceScreen';
export { orderDetailsQueries, invoiceQueries } from './api/order-queries';
