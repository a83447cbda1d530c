import { invoiceQueries } from '@/domain/orders';
import { settled, type RouteLoader } from './route-data';

/** `/invoice/:trx_id`: every seller order of the transaction. */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  if (params.trx_id) {
    await settled(
      queryClient.ensureQueryData({ ...invoiceQueries(params.trx_id).orders, meta: { errorToast: false } }),
    );
  }
  return null;
};
