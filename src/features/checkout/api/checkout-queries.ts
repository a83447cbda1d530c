// The checkout's data and its one state change. `GET /user/address` (domain/addresses/address-book.ts) gives the
// address book, the cart with its seller groups and coupons, and the pickup hubs in one answer (and drops orders left
// unconfirmed, so coming back to the checkout starts over — the backend's own behaviour). Area-based shipping asks
// the server for the chosen city's cost. Confirming creates one order per seller under the cart's trx id.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmOrder, findShippingCost } from '@/api-generated/endpoints/checkout/checkout';
import type { ConfirmOrderRequest } from '@/api-generated/model';
import { IDEMPOTENCY_HEADER } from '@/lib/http';
import { markCartStale } from '@/domain/cart';
import { refreshOrdersToPay } from '@/domain/payments';
import { useOneAtATime, useOrderKey } from '@/lib/one-intent';

/** The delivery cost to a city (area-based shipping): the city's cost × the number of shops in the cart. */
export const shippingCostQuery = (cityId: number | undefined) => ({
  queryKey: ['/user/find/shipping_cost', cityId] as const,
  queryFn: () => findShippingCost({ city_id: cityId ?? 0 }),
  enabled: Boolean(cityId),
  staleTime: 5 * 60 * 1000,
});

export const useShippingCost = (cityId: number | undefined, needed: boolean) =>
  useQuery({ ...shippingCostQuery(cityId), enabled: needed && Boolean(cityId) });

/**
 * Confirms the order. One Idempotency-Key per confirmation: a double click sends once, and a retry after a lost
 * answer — also after a reload, the key being kept with the checkout's drafts — sends the same key; a new key once
 * confirmed (coming back to the checkout makes the server drop the unconfirmed orders, so that is a new intent).
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  const orderKey = useOrderKey('confirm-order');
  const mutation = useMutation({
    mutationKey: ['confirmOrder'],
    mutationFn: (body: ConfirmOrderRequest) =>
      confirmOrder(body, { headers: { [IDEMPOTENCY_HEADER]: orderKey.keyFor(body) } }),
    onError: (error) => orderKey.settled(error),
    onSuccess: async () => {
      orderKey.settled(null);
      await refreshOrdersToPay(queryClient);
      await markCartStale(queryClient);
    },
  });
  const { mutateAsync } = mutation;
  const confirm = useOneAtATime(mutateAsync);
  return {
    ...mutation,
    mutate: (...args: Parameters<typeof mutateAsync>) => {
      confirm(...args).catch(() => undefined); // failures reach `onError` and the app's toasts
    },
    mutateAsync: confirm,
  };
}
