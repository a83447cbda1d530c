// The payment page's data and the one call that places the order. Completing empties the cart on the server, so
// the cart cache is emptied too; the wallet balance changes, so the start data (which holds the user) is reloaded.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import { getGetPaymentOrderQueryOptions, completeOrder } from '@/api-generated/endpoints/payment/payment';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import type { CompleteOrderRequest } from '@/api-generated/model';

/**
 * /payment/:code? — the orders awaiting payment (the cart's, or one existing order by code), fresh on every visit:
 * the route loader fetches them with the navigation, and the 2 s keep the screen from asking again as it mounts.
 */
export const paymentQueries = (code: string | null) => ({
  toPay: { ...getGetPaymentOrderQueryOptions(code ? { code } : undefined), staleTime: 2_000 },
});

/** The header the client and the demo shop agree on (src/lib/http/client.ts; lib/http does not export it). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const newKey = () => crypto.randomUUID();

export interface CompletePayment {
  body: CompleteOrderRequest;
  code: string | null;
  guest: boolean;
}

/**
 * Places (or pays) the order. One Idempotency-Key per logical payment: a double click, or a retry after a lost
 * answer, is answered once by the server; a fresh key only after success.
 */
export function useCompletePayment() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newKey);
  return useMutation({
    mutationKey: ['completeOrder'],
    mutationFn: ({ body, code, guest }: CompletePayment) =>
      completeOrder(
        body,
        { ...(code ? { code } : {}), ...(guest ? { guest: 1 as const } : {}) },
        { headers: { [IDEMPOTENCY_HEADER]: key } },
      ),
    onSuccess: async () => {
      setKey(newKey());
      queryClient.setQueryData(getGetCartQueryKey(), { carts: [], checkouts: [], coupons: [] });
      await queryClient.invalidateQueries({ queryKey: getGetStartDataQueryKey() });
    },
  });
}
