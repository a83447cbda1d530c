// Keeps the cart changes that have not reached the server in sessionStorage, so a reload while offline does not
// lose them, and puts them back as paused mutations on the next start (issue 11, R11). Only the cart changes are
// kept (never query data, never tokens: R7), tagged with the shopper they belong to: the signed-in user or this tab
// session's own guest, never a shared `guest`. A different owner's start drops them unsent. sessionStorage, not
// localStorage, because a change carries the cart's trx id, which the backend treats almost as a credential: it
// must not outlive the browser session on a shared computer, and sign-out or a 401 forgets it at once
// (lib/storage/personal-data.ts). Restored changes are checked against the contract's request schemas first:
// storage is user-editable.
import { hydrate, type Mutation, type QueryClient } from '@tanstack/react-query';
import * as zod from 'zod/mini';
import { AddToCartRequest } from '@/api-generated/model/addToCartRequest.zod';
import { UpdateCartLineRequest } from '@/api-generated/model/updateCartLineRequest.zod';
import {
  forgetLegacyPersonalData,
  sessionStore,
  type OfflineCartChanges,
  type SessionStore,
} from '@/lib/storage';
import {
  CART_ADD_KEY,
  CART_CHANGE_KEY,
  CART_MUTATION_SCOPE,
  CART_REMOVE_KEY,
  CART_STEP_KEY,
  registerCartChangeDefaults,
} from './cart-changes';

const KEYS = { add: CART_ADD_KEY, step: CART_STEP_KEY, remove: CART_REMOVE_KEY } as const;
type ChangeKind = keyof typeof KEYS;

const idempotencyKey = zod.string().check(zod.regex(/^[A-Za-z0-9._:-]{1,128}$/));
const VARIABLES = {
  add: zod.object({ data: AddToCartRequest, idempotencyKey }),
  step: zod.object({ data: UpdateCartLineRequest, idempotencyKey }),
  remove: zod.object({ id: zod.int().check(zod.positive()), idempotencyKey }),
} as const;

const kindOf = (mutation: Mutation<unknown, Error, unknown>): ChangeKind | null => {
  const key = mutation.options.mutationKey;
  if (!key || key[0] !== CART_CHANGE_KEY[0]) return null;
  return key[1] === 'add' || key[1] === 'step' || key[1] === 'remove' ? key[1] : null;
};

/** The cart changes still waiting (paused offline, or sent without an answer yet). */
const waiting = (queryClient: QueryClient): OfflineCartChanges['changes'] =>
  queryClient
    .getMutationCache()
    .getAll()
    .flatMap((mutation) => {
      const key = kindOf(mutation);
      return key && mutation.state.status === 'pending'
        ? [{ key, variables: mutation.state.variables, submittedAt: mutation.state.submittedAt }]
        : [];
    });

/**
 * Puts back the changes saved for this shopper (`owner`: lib/storage's storageOwner; paused, TanStack Query resumes
 * them when online) and keeps the store in step with the mutation cache from then on. Returns the unsubscribe
 * function.
 */
export function keepCartChangesAcrossReloads(
  queryClient: QueryClient,
  owner: string,
  store: SessionStore = sessionStore,
): () => void {
  registerCartChangeDefaults(queryClient);
  forgetLegacyPersonalData();
  const saved = store.get('offline-cart-changes');
  if (saved && saved.owner === owner && waiting(queryClient).length === 0) {
    const mutations = saved.changes.flatMap(({ key, variables, submittedAt }) => {
      const parsed = VARIABLES[key].safeParse(variables);
      if (!parsed.success) return [];
      return [
        {
          mutationKey: [...KEYS[key]],
          scope: CART_MUTATION_SCOPE,
          state: {
            context: undefined,
            data: undefined,
            error: null,
            failureCount: 0,
            failureReason: null,
            isPaused: true,
            status: 'pending' as const,
            variables: parsed.data,
            submittedAt,
          },
        },
      ];
    });
    hydrate(queryClient, { mutations, queries: [] });
  } else if (saved && saved.owner !== owner) {
    store.remove('offline-cart-changes'); // another shopper's cart: never sent, never kept
  }

  const save = () => {
    const changes = waiting(queryClient);
    if (changes.length === 0) store.remove('offline-cart-changes');
    else store.set('offline-cart-changes', { owner, changes });
  };
  save();
  const unsubscribe = queryClient.getMutationCache().subscribe(save);
  // Online already: send what was restored now (reconnects are handled by the query client itself).
  void queryClient.resumePausedMutations();
  return unsubscribe;
}
