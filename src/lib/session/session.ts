// When the shopper behind the session changes (sign-in, sign-out, a 401 mid-session, becoming a seller),
// everything cached belongs to the old one: cart, wishlist and compare state, orders, account pages, even product
// cards' wishlist flags. All of it is dropped except what the page frame renders from — the start data and the
// language keywords — which is refetched in place: the page keeps showing until the new session's answers replace
// it, instead of falling back to "Loading the shop…" and mounting again (which lost whatever a form held). After
// sign-in the start data's `carts` carry the merged guest cart, which the cart cache follows.
// What the browser keeps for the old person goes too (R7): form drafts, order keys, cart changes still waiting for
// the connection (which would otherwise be sent under the new session), and the tab's guest id.
import type { QueryClient } from '@tanstack/react-query';
import { keywordsQueryKey, startDataQueryKey } from '@/lib/start-data';
import { forgetPersonalData } from '@/lib/storage';

export async function renewSessionCaches(queryClient: QueryClient): Promise<void> {
  forgetPersonalData();
  const mutations = queryClient.getMutationCache();
  for (const waiting of mutations.findAll({ predicate: (mutation) => mutation.state.isPaused }))
    mutations.remove(waiting);
  const frame = [startDataQueryKey(), keywordsQueryKey()];
  const inFrame = new Set<unknown>(frame.map(([path]) => path));
  queryClient.removeQueries({ predicate: (query) => !inFrame.has(query.queryKey[0]) });
  await Promise.all(frame.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The sign-out mutation's key: while it runs, the session is ending (the start data does not say so yet). */
export const SIGN_OUT_MUTATION_KEY = ['logout'] as const;
