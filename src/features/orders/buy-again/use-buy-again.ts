// "Buy again" with the backend's own requests only: the order (`GET user/invoice/{code}`), each product as it is
// now (`GET home/product-details/{slug}`), and one `POST user/addToCart` per line through the app's add-to-cart
// (one intent, one request). The invoice's lines carry a product id and name but no slug (backend-api §4.7), so a
// line without `product.slug` finds its product by a name search (`home/filtered_products`, `key`) and its id;
// a product the shop no longer lists is "no longer sold". The cart is changed only by adds the shop accepted.
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderLineOutput, ProductDetailsOutput } from '@/api-generated/model';
import { useAddToCartKeepingCount, useCartTrxId } from '@/domain/cart';
import { quietNameSearchQueryOptions } from '@/domain/catalogue';
import { quietOrderQueryOptions } from '@/domain/orders';
import { quietProductDetailsQueryOptions } from '@/domain/products';
import { useOneAtATime } from '@/lib/one-intent';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { errorMessage } from '@/ui';
import { planLine, type LineOutcome } from './buy-again-plan';

// Each line says its own outcome, the server's words included: nothing is toasted for it.
const quiet = { meta: { errorToast: 'never' } } as const;

/** Refusals in words and 404s mean the shop has no such product any more; anything else is a failed check. */
const isGone = (error: unknown) =>
  isHttpClientError(error) && (error.kind === 'business' || error.status === 404);

async function findSlug(queryClient: QueryClient, line: OrderLineOutput): Promise<string | null> {
  if (line.product?.slug) return line.product.slug;
  const found = await queryClient.fetchQuery(quietNameSearchQueryOptions(line.product_name));
  return found.products.data.find((card) => card.id === line.product_id)?.slug ?? null;
}

async function currentProduct(
  queryClient: QueryClient,
  line: OrderLineOutput,
): Promise<ProductDetailsOutput | null> {
  try {
    const slug = await findSlug(queryClient, line);
    if (!slug) return null;
    const answer = await queryClient.fetchQuery({
      ...quietProductDetailsQueryOptions(slug),
      staleTime: 0, // stock and price as they are now
    });
    return answer.product.id === line.product_id ? answer.product : null;
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}

export type BuyAgainState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; outcomes: LineOutcome[] }
  | { status: 'failed'; message: string };

export function useBuyAgain(code: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const add = useAddToCartKeepingCount(quiet);
  const trxId = useCartTrxId();
  const [state, setState] = useState<BuyAgainState>({ status: 'idle' });

  const run = useOneAtATime(async () => {
    setState({ status: 'running' });
    let order;
    try {
      ({ order } = await queryClient.fetchQuery(quietOrderQueryOptions(code)));
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, t) ?? t('Something went wrong') });
      return;
    }
    const paid = order.payment_status === 'paid';
    const outcomes: LineOutcome[] = [];
    // One line after the other: each add answers with the whole cart, whose trx id the next add sends.
    for (const line of order.order_details) {
      let product: ProductDetailsOutput | null;
      try {
        product = await currentProduct(queryClient, line);
      } catch (error) {
        outcomes.push({ line, added: false, failure: errorMessage(error, t) ?? t('Something went wrong') });
        continue;
      }
      const plan = planLine(line, product, { paid });
      if (plan.kind === 'skip') {
        outcomes.push({ line, added: false, reason: plan.reason });
        continue;
      }
      try {
        await add.mutateAsync({ data: { ...plan.request, trx_id: trxId() } });
        outcomes.push({ line, added: true, ...(plan.clamped ? { clamped: plan.clamped } : {}) });
      } catch (error) {
        outcomes.push({ line, added: false, failure: errorMessage(error, t) ?? t('Something went wrong') });
      }
    }
    setState({ status: 'done', outcomes });
  });

  return { state, run, reset: () => setState({ status: 'idle' }) };
}
