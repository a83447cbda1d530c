import { Navigate, useParams } from 'react-router';
import { OrderDetailsScreen, hasOrderProof } from '@/features/orders';
import { useDraftOwner } from '@/lib/forms';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';

/**
 * /get-invoice/:orderCode. A signed-in shopper sees their own order (the backend answers only its owner: history,
 * dashboard, notifications). A guest sees an order only once this tab proved it theirs — Track Order matched its
 * e-mail or phone, or the tab placed it — since the backend shows every guest's order to every guest (they all
 * belong to its walk-in user, backend-api §1.2). Without that proof: Track Order, with the code filled in. A check
 * in the browser, not a protection of the API (README, "A server should fix").
 */
export function Component() {
  const { orderCode = '' } = useParams();
  const { isSignedIn } = useStorefront();
  const owner = useDraftOwner();
  if (!isSignedIn && !hasOrderProof(owner, orderCode)) {
    return <Navigate replace to={paths.trackOrder.href(undefined, { code: orderCode })} />;
  }
  return <OrderDetailsScreen key={orderCode} code={orderCode} />;
}
