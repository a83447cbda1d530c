// The checkout's data and its one state change. `GET /user/address` gives the address book, the cart with its
// seller groups and coupons, and the pickup hubs in one answer (and drops orders left unconfirmed, so coming back
// to the checkout starts over — the backend's own behaviour). Area-based shipping asks the server for the chosen
// city's cost. Confirming creates one order per seller under the cart's trx id.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetAddressesQueryOptions } from '@/api-generated/endpoints/addresses/addresses';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import { confirmOrder, findShippingCost } from '@/api-generated/endpoints/checkout/checkout';
import { getGetPaymentOrderQueryKey } from '@/api-generated/endpoints/payment/payment';
import type { ConfirmOrderRequest } from '@/api-generated/model';

/** The header the client and the demo shop agree on (src/lib/http/client.ts; lib/http does not export it). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const VISIT_FRESH_MS = 2_000;

/** /checkout — everything the screen shows. */
export const checkoutQueries = () => ({
  // Fresh on every visit: the cart may have changed in another tab, and stale unconfirmed orders must be dropped.
  // The route loader fetches it with the navigation; the 2 s keep the screen from asking again as it mounts.
  book: { ...getGetAddressesQueryOptions(), staleTime: VISIT_FRESH_MS },
});

/** The delivery cost to a city (area-based shipping): the city's cost × the number of shops in the cart. */
export const shippingCostQuery = (cityId: number | undefined) => ({
  queryKey: ['/user/find/shipping_cost', cityId] as const,
  queryFn: () => findShippingCost({ city_id: cityId ?? 0 }),
  enabled: Boolean(cityId),
  staleTime: 5 * 60 * 1000,
});

export const useShippingCost = (cityId: number | undefined, needed: boolean) =>
  useQuery({ ...shippingCostQuery(cityId), enabled: needed && Boolean(cityId) });

const newKey = () => crypto.randomUUID();

/**
 * Confirms the order. One Idempotency-Key per logical confirmation: a double click or a retry after a lost
 * answer is the same request to the server, so it never creates the orders twice; a new key only after success.
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newKey);
  return useMutation({
    mutationKey: ['confirmOrder'],
    mutationFn: (body: ConfirmOrderRequest) => confirmOrder(body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: async () => {
      setKey(newKey());
      await queryClient.invalidateQueries({ queryKey: getGetPaymentOrderQueryKey() });
      await queryClient.invalidateQueries({ queryKey: getGetCartQueryKey(), refetchType: 'none' });
    },
  });
}
