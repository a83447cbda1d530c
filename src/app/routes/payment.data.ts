import { paymentQueries } from '@/domain/payments';
import { settled, type RouteLoader } from './route-data';

/** `/payment/:code?`: the orders to pay (those just confirmed, or the unpaid order the code names). */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  await settled(
    queryClient.fetchQuery({ ...paymentQueries(params.code ?? null).toPay, meta: { errorToast: false } }),
  );
  return null;
};
