import { hasOrderProof } from '@/features/orders';
import { orderDetailsQueries } from '@/domain/orders';
import { storageOwner } from '@/lib/storage';
import { isSignedIn, settled, type RouteLoader } from './route-data';

/**
 * `/get-invoice/:orderCode`: the order. For a guest only when this tab proved the order theirs (get-invoice.tsx
 * sends the others to Track Order): another guest's order is not even asked for.
 */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  const code = params.orderCode;
  if (!code) return null;
  if (!(await isSignedIn(queryClient)) && !hasOrderProof(storageOwner(null), code)) return null;
  await settled(
    queryClient.ensureQueryData({ ...orderDetailsQueries(code).order, meta: { errorToast: false } }),
  );
  return null;
};
