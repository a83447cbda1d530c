import { useEffect } from 'react';
import { useDraftOwner } from '@/lib/forms';
import { useStorefront } from '@/lib/session';
import { rememberOrderProof } from './order-proof';

/**
 * The invoice of a transaction (`/invoice/{trx_id}`, `/order-confirmation`) lists the orders a guest just placed:
 * the shop answers it only with the transaction's id, the guest's own random session id (backend-api §2.13), so
 * each of its orders is this guest's to open from there without Track Order's e-mail or phone.
 */
export function usePlacedOrdersProof(orders: readonly { code: string }[] | undefined): void {
  const { isSignedIn } = useStorefront();
  const owner = useDraftOwner();
  useEffect(() => {
    if (isSignedIn || !orders) return;
    for (const order of orders) rememberOrderProof(owner, order.code);
  }, [orders, isSignedIn, owner]);
}
