// When the shopper behind the session changes (sign-in, sign-out, a 401 mid-session, becoming a seller),
// everything cached belongs to the old one: cart, wishlist and compare state, orders, account pages, even product
// cards' wishlist flags. All of it is dropped except what the page frame renders from — the start data and the
// language keywords — which is refetched in place: the page keeps showing until the new session's answers replace
// it, instead of falling back to "Loading the shop…" and mounting again (which lost whatever a form held). After
// sign-in the start data's `carts` carry the merged guest cart, which the cart cache follows.
// What the browser keeps for the old person goes too (R7): form drafts, order keys, cart changes still waiting for
// the connection (which would otherwise be sent under the new session), and the tab's guest id.
// When the new session is known to be a guest's (a sign-out, a 401, a seller conversion), the start data says so at
// once, before the guest's own answer arrives: the screens still mounted would otherwise fetch the signed-in
// person's queries again under the ended session (a 401 for each). The requests still in flight are cancelled.
import type { Query, QueryClient } from '@tanstack/react-query';
import { keywordsQueryKey, startDataQueryKey, type StartProps } from '@/lib/start-data';
import { forgetPersonalData } from '@/lib/storage';

export interface SessionRenewal {
  /** The new session is a guest's: no signed-in query is asked for again before the guest's start data arrives. */
  asGuest?: boolean;
}

export async function renewSessionCaches(
  queryClient: QueryClient,
  { asGuest = false }: SessionRenewal = {},
): Promise<void> {
  forgetPersonalData();
  const mutations = queryClient.getMutationCache();
  for (const waiting of mutations.findAll({ predicate: (mutation) => mutation.state.isPaused }))
    mutations.remove(waiting);
  const frame = [startDataQueryKey(), keywordsQueryKey()];
  const inFrame = new Set<unknown>(frame.map(([path]) => path));
  const personal = (query: Query) => !inFrame.has(query.queryKey[0]);
  if (asGuest)
    queryClient.setQueryData<StartProps>(startDataQueryKey(), (start) => start && { ...start, user: null });
  void queryClient.cancelQueries({ predicate: personal });
  queryClient.removeQueries({ predicate: personal });
  await Promise.all(frame.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The sign-out mutation's key: while it runs, the session is ending (the start data does not say so yet). */
export const SIGN_OUT_MUTATION_KEY = ['logout'] as const;
