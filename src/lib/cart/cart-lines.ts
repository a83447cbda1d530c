// The cart's lines as the cart cache holds them (key: GET /cart/list, seeded from the start data's `carts` and
// rewritten by every cart answer, features/cart/api/cart-state), for screens outside the cart feature: product
// cards' "In cart (n)" and checkout's delivery promise. Never fetched from here: `GET /cart/list` has a side effect
// (it deletes unconfirmed orders) that only the cart page wants.
import { useQuery } from '@tanstack/react-query';
import { getGetCartQueryOptions } from '@/api-generated/endpoints/cart/cart';
import type { CartLineOutput } from '@/api-generated/model';
import { useStorefront } from '@/lib/session/use-storefront';

/** Something derived from the cached cart lines; re-renders only when it changes. */
export function useCartLines<T>(select: (lines: readonly CartLineOutput[]) => T): T {
  const { start } = useStorefront();
  const query = useQuery(
    getGetCartQueryOptions({
      query: {
        initialData: () => ({ carts: start.carts, checkouts: [], coupons: [] }),
        staleTime: Infinity,
        enabled: false,
        select: (state) => select(state.carts),
      },
    }),
  );
  // Defined: the initial data seeds it.
  return query.data as T;
}

/** How many of this product the cart holds: its lines' quantities over every variant (matched by slug). */
export const quantityInCart = (lines: readonly CartLineOutput[], slug: string): number =>
  lines.reduce((sum, line) => (line.product_slug === slug ? sum + line.quantity : sum), 0);
