// When the invoice mails go out (backend-api §2.13): once per transaction, after its invoice has loaded.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetInvoicesByTrxQueryKey,
  getMailOrderQueryKey,
  mailOrder,
} from '@/api-generated/endpoints/orders/orders';
import type { GetInvoicesByTrxResponseOutput } from '@/api-generated/model';
import { webStorage } from '@/lib/storage';

// Marks, for this tab, the transactions whose mails were asked for. The server's `is_mailed` becomes 1 only once
// the mails are out, so a reload while they are still being sent would read 0 and ask again without it. The key
// holds an FNV-1a hash of the trx id, never the id (a guest's is their walk-in session id, R7).
const mailMarker = (trxId: string) => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < trxId.length; index += 1) {
    hash ^= trxId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `marketfront:mail-order:${(hash >>> 0).toString(16).padStart(8, '0')}`;
};
const mailAsked = (trxId: string): boolean => {
  try {
    return webStorage('sessionStorage')?.getItem(mailMarker(trxId)) !== null;
  } catch {
    return false;
  }
};
const markMailAsked = (trxId: string, asked: boolean) => {
  try {
    const storage = webStorage('sessionStorage');
    if (asked) storage?.setItem(mailMarker(trxId), '1');
    else storage?.removeItem(mailMarker(trxId));
  } catch {
    // No storage: the query cache alone keeps it to one call per page load.
  }
};

/**
 * The backend's SPA asks for the invoice mails (`GET user/mail-order/{trx_id}`) once the invoice has loaded with
 * `orders[0].is_mailed` = 0 (backend-api §2.13). Asked at most once per transaction: a query that never goes stale
 * (re-renders, StrictMode's second effect and coming back to the page share it), a tab marker set before the call
 * (a reload while it is on its way), and afterwards the invoice's own `is_mailed` = 1, in the cache and on the
 * server. A failed call clears the marker, so a later visit may ask again. Mails are the server's business: nothing
 * of ours is shown to the shopper either way (a refusal in the shop's words is toasted, spec §8).
 */
export function useMailOrderOnce(trxId: string, invoice: GetInvoicesByTrxResponseOutput | undefined) {
  const queryClient = useQueryClient();
  const due = invoice?.orders[0]?.is_mailed === 0 && !mailAsked(trxId);
  useQuery({
    queryKey: getMailOrderQueryKey(trxId),
    // No abort signal: leaving the page must not cancel mails the server may already be sending.
    queryFn: async () => {
      markMailAsked(trxId, true);
      try {
        const answer = await mailOrder(trxId);
        queryClient.setQueryData<GetInvoicesByTrxResponseOutput>(getGetInvoicesByTrxQueryKey(trxId), (old) =>
          old ? { ...old, orders: old.orders.map((order) => ({ ...order, is_mailed: 1 as const })) } : old,
        );
        return answer;
      } catch (error) {
        markMailAsked(trxId, false);
        throw error;
      }
    },
    enabled: due,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorToast: false },
  });
}
