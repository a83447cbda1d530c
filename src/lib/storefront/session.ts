// When the shopper behind the session changes (sign-in, sign-out, a 401 mid-session, becoming a seller),
// everything cached belongs to the old one: cart, wishlist and compare state, orders, account pages, even product
// cards' wishlist flags. All of it is dropped except the start data, which is refetched, so the shop renders as
// the new session's (after sign-in its `carts` carry the merged guest cart, which the cart cache follows).
import type { QueryClient } from '@tanstack/react-query';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';

export async function renewSessionCaches(queryClient: QueryClient): Promise<void> {
  const startKey = getGetStartDataQueryKey();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== startKey[0] });
  await queryClient.invalidateQueries({ queryKey: startKey });
}
