// The orders screens' queries and the product decisions around them: what each screen loads (one function per
// screen, so a route loader can prefetch exactly the same queries), what a cancellation or a refund request
// changes in the cache, and how an invoice PDF reaches the shopper's disk. The invoice mails: mail-order.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelOrder,
  downloadInvoice,
  getGetInvoicesByTrxQueryOptions,
  getGetOrderByCodeQueryKey,
  getGetOrderByCodeQueryOptions,
  getGetOrderHistoryQueryKey,
  getGetOrderHistoryQueryOptions,
  getGetRecentOrdersQueryKey,
  getGetRecentOrdersQueryOptions,
  getGetInvoicesByTrxQueryKey,
  removeOrder,
  requestRefund,
} from '@/api-generated/endpoints/orders/orders';
import { startDataQueryKey } from '@/lib/start-data';
import type {
  GetOrderByCodeResponse,
  GetOrderHistoryResponse,
  OrderOutput,
  RequestRefundRequest,
  StartDataOutput,
} from '@/api-generated/model';
import { useOneIntentMutation } from '@/lib/one-intent';
import { IDEMPOTENCY_HEADER } from '@/lib/http';

/** /get-invoice/:orderCode — one order with its lines. */
export const orderDetailsQueries = (code: string) => ({ order: getGetOrderByCodeQueryOptions(code) });

/** The same order for a screen that tells its own failure in full (buy again): the app toasts nothing for it. */
export const quietOrderQueryOptions = (code: string) =>
  getGetOrderByCodeQueryOptions(code, { query: { meta: { errorToast: 'never' } } });

/** The account dashboard's latest orders. */
export const recentOrdersQueryOptions = () => getGetRecentOrdersQueryOptions();

/** /invoice/:trx_id and /order-confirmation — every seller order of one transaction. */
export const invoiceQueries = (trxId: string) => ({ orders: getGetInvoicesByTrxQueryOptions(trxId) });

/** /user/order-history — one page of the shopper's orders. */
export const orderHistoryQueries = (page: number) => ({ history: getGetOrderHistoryQueryOptions({ page }) });

/**
 * Cancels an order (a GET in the backend, hence a mutation), once per intent (lib/one-intent): a double click
 * sends once, and a retry carries the same Idempotency-Key (sent on this GET too: it changes the order). Every cached
 * view of orders is refreshed, and the refreshed user (its wallet balance, when a paid order went back to the
 * wallet) goes into the start data.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useOneIntentMutation('cancel-order', {
    mutationKey: ['cancelOrder'],
    send: (order: Pick<OrderOutput, 'id'>, key) =>
      cancelOrder(order.id, undefined, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    intentOf: (order) => ({ id: order.id }),
    onSuccess: async (answer) => {
      if (answer.user) {
        const user = answer.user;
        queryClient.setQueryData<StartDataOutput>(startDataQueryKey(), (old) =>
          old ? { ...old, user } : old,
        );
      }
      await Promise.all(
        [
          getGetOrderByCodeQueryKey(answer.orders.code),
          getGetInvoicesByTrxQueryKey(answer.orders.trx_id),
          getGetOrderHistoryQueryKey(),
          getGetRecentOrdersQueryKey(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/**
 * Hides an order from the shopper's history (a GET in the backend, hence a mutation; §2.13). Once the shop answers,
 * its row leaves every cached page of the history at once, and the history and the dashboard's latest orders are
 * read again. A failure changes nothing: the dialog that asked says why (the server's words are toasted as well).
 */
export function useRemoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['removeOrder'],
    mutationFn: (order: Pick<OrderOutput, 'id'>) => removeOrder(order.id),
    meta: { errorToast: false },
    onSuccess: async (_answer, order) => {
      queryClient.setQueriesData<GetOrderHistoryResponse>(
        { queryKey: getGetOrderHistoryQueryKey() },
        (old) =>
          old
            ? {
                ...old,
                orderList: {
                  ...old.orderList,
                  data: old.orderList.data.filter((row) => row.order_id !== order.id),
                },
              }
            : old,
      );
      await Promise.all(
        [getGetOrderHistoryQueryKey(), getGetRecentOrdersQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/**
 * Asks for a refund of one order line, once per intent (lib/one-intent); the answer's line (with its refund)
 * replaces the cached one.
 */
export function useRequestRefund(code: string) {
  const queryClient = useQueryClient();
  return useOneIntentMutation('refund-request', {
    mutationKey: ['requestRefund'],
    send: ({ data }: { data: RequestRefundRequest }, key) =>
      requestRefund(data, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    intentOf: ({ data }) => data,
    onSuccess: (answer) => {
      const detail = answer.order_detail;
      queryClient.setQueryData<GetOrderByCodeResponse>(getGetOrderByCodeQueryKey(code), (old) =>
        old
          ? {
              ...old,
              order: {
                ...old.order,
                order_details: old.order.order_details.map((line) => (line.id === detail.id ? detail : line)),
              },
            }
          : old,
      );
    },
  });
}

/** Downloads an order's invoice PDF and saves it as `<code>.pdf`. */
export function useDownloadInvoice() {
  return useMutation({
    mutationKey: ['downloadInvoice'],
    mutationFn: async (order: Pick<OrderOutput, 'id' | 'code'>) => {
      const pdf = await downloadInvoice(order.id);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${order.code}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser time to start the download before the address is released.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
