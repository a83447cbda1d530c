// The payment page's data and the one call that places the order. Completing empties the cart on the server, so
// the cart cache is emptied too; the wallet balance changes, so the start data (which holds the user) is reloaded.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  completeOrder,
  getGetPaymentOrderQueryKey,
  getGetPaymentOrderQueryOptions,
} from '@/api-generated/endpoints/payment/payment';
import { startDataQueryKey } from '@/lib/start-data';
import type { CompleteOrderRequest } from '@/api-generated/model';
import { IDEMPOTENCY_HEADER } from '@/lib/http';
import { emptyCart } from '@/domain/cart';
import { useOneAtATime, useOrderKey } from '@/lib/one-intent';

/**
 * /payment/:code? — the orders awaiting payment (the cart's, or one existing order by code), fresh on every visit:
 * the route loader fetches them with the navigation, and the 2 s keep the screen from asking again as it mounts.
 */
export const paymentQueries = (code: string | null) => ({
  toPay: { ...getGetPaymentOrderQueryOptions(code ? { code } : undefined), staleTime: 2_000 },
});

/** The orders awaiting payment are read again (checkout has just placed new ones). */
export const refreshOrdersToPay = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getGetPaymentOrderQueryKey() });

export interface CompletePayment {
  body: CompleteOrderRequest;
  code: string | null;
  guest: boolean;
  /** The transaction in the query too, where the backend's own page puts it (PayPal). */
  trxIdInQuery?: boolean;
}

/**
 * Places (or pays) the order. One Idempotency-Key per payment: a double click sends once, and a retry after a lost
 * answer — also after a reload, the key being kept with the checkout's drafts — sends the same key; a new key only
 * once the order is placed, or the payment was refused.
 */
export function useCompletePayment() {
  const queryClient = useQueryClient();
  const orderKey = useOrderKey('complete-order');
  const mutation = useMutation({
    mutationKey: ['completeOrder'],
    mutationFn: ({ body, code, guest, trxIdInQuery = false }: CompletePayment) => {
      const { file: _proof, ...intent } = body; // a file does not serialise; the rest says what is paid, and how
      return completeOrder(
        body,
        {
          ...(code ? { code } : {}),
          ...(trxIdInQuery ? { trx_id: body.trx_id } : {}),
          ...(guest ? { guest: 1 as const } : {}),
        },
        { headers: { [IDEMPOTENCY_HEADER]: orderKey.keyFor({ intent, code, guest }) } },
      );
    },
    onError: (error) => orderKey.settled(error),
    onSuccess: async () => {
      orderKey.settled(null);
      emptyCart(queryClient);
      await queryClient.invalidateQueries({ queryKey: startDataQueryKey() });
    },
  });
  const { mutateAsync } = mutation;
  const pay = useOneAtATime(mutateAsync);
  return {
    ...mutation,
    mutate: (...args: Parameters<typeof mutateAsync>) => {
      pay(...args).catch(() => undefined); // failures reach `onError` and the app's toasts
    },
    mutateAsync: pay,
  };
}
