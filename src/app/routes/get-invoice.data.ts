import { orderDetailsQueries } from '@/features/orders/api/order-queries';
import { settled, type RouteLoader } from './route-data';

/** `/get-invoice/:orderCode`: the order (guests may see the orders they placed as guests). */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  if (params.orderCode) {
    await settled(
      queryClient.ensureQueryData({
        ...orderDetailsQueries(params.orderCode).order,
        meta: { errorToast: false },
      }),
    );
  }
  return null;
};
