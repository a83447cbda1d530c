// Cart changes (add, step, remove) as TanStack mutations that survive a lost connection and a reload (issue 11,
// R11). Each change carries its own Idempotency-Key in its variables, chosen when the shopper acts: a change
// paused offline, resumed on reconnect or restored after a reload sends the same key, so the server applies it
// once (R8). The mutation functions and the cart-writing answer are registered as mutation defaults, so a change
// restored from storage (which has no component behind it) still knows how to run and where its answer goes.
import type { QueryClient } from '@tanstack/react-query';
import {
  addToCart,
  deleteCartLine,
  getGetCartQueryKey,
  updateCartLine,
} from '@/api-generated/endpoints/cart/cart';
import type { CartStateOutput, UpdateCartLineRequest } from '@/api-generated/model';
import { IDEMPOTENCY_HEADER } from '@/lib/http';
import type { AddVariables } from './cart-change-keys';

import {
  CART_ADD_KEY,
  CART_CHANGE_KEY,
  CART_MUTATION_SCOPE,
  CART_REMOVE_KEY,
  CART_STEP_KEY,
} from './cart-change-keys';

export * from './cart-change-keys';
export interface StepVariables {
  data: UpdateCartLineRequest;
  idempotencyKey: string;
}
export interface RemoveVariables {
  id: number;
  idempotencyKey: string;
}

export const newChangeKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const keyed = (idempotencyKey: string): RequestInit => ({
  headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
});

export const addFn = ({ data, idempotencyKey }: AddVariables) => addToCart(data, keyed(idempotencyKey));
export const stepFn = ({ data, idempotencyKey }: StepVariables) =>
  updateCartLine(data, keyed(idempotencyKey));
export const removeFn = ({ id, idempotencyKey }: RemoveVariables) =>
  deleteCartLine(id, keyed(idempotencyKey));

type CartAnswer = Pick<CartStateOutput, 'carts' | 'checkouts' | 'coupons'>;

/** Writes a whole-cart answer once no other cart change is still on its way (a queued step never flickers). */
export function settleCart(queryClient: QueryClient, answer: CartAnswer): void {
  // The change that answered still counts as pending while its onSuccess runs.
  if (queryClient.isMutating({ mutationKey: CART_CHANGE_KEY }) > 1) return;
  const { carts, checkouts, coupons } = answer;
  queryClient.setQueryData(getGetCartQueryKey(), { carts, checkouts, coupons });
}

/** Registers how each cart change runs, for the changes restored after a reload (and as the hooks' base). */
export function registerCartChangeDefaults(queryClient: QueryClient): void {
  const common = { scope: CART_MUTATION_SCOPE, networkMode: 'online' as const, retry: false };
  queryClient.setMutationDefaults(CART_ADD_KEY, {
    ...common,
    mutationFn: (variables: unknown) => addFn(variables as AddVariables),
    onSuccess: (answer: unknown) => settleCart(queryClient, answer as CartAnswer),
  });
  queryClient.setMutationDefaults(CART_STEP_KEY, {
    ...common,
    mutationFn: (variables: unknown) => stepFn(variables as StepVariables),
    onSuccess: (answer: unknown) => settleCart(queryClient, answer as CartAnswer),
  });
  queryClient.setMutationDefaults(CART_REMOVE_KEY, {
    ...common,
    mutationFn: (variables: unknown) => removeFn(variables as RemoveVariables),
    onSuccess: (answer: unknown) => settleCart(queryClient, answer as CartAnswer),
  });
}
