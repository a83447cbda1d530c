// One shopper intent, one request (R8, R9). The real backend ignores Idempotency-Key, so the client itself must
// not send an intent twice: buttons that change something get a synchronous guard, and the intent's key is reused
// by its retries (for a server that does honour it, like the demo shop).
import { useRef } from 'react';
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { isHttpClientError } from '@/lib/http';
import { forgetIntentKey, intentKey, storageOwner } from '@/lib/storage';
import { useStorefront } from '@/lib/session/use-storefront';

/**
 * Wraps `run` so that a call made while an earlier one is on its way gets the earlier promise and sends nothing.
 * A ref, not `isPending`: that comes from the last render, so two clicks before React re-renders (a double click
 * within one frame, a fast Enter) would both see it false.
 */
export function useOneAtATime<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const inFlight = useRef<Promise<Result> | null>(null);
  return (...args) => {
    if (inFlight.current) return inFlight.current;
    const call = run(...args);
    const settled = () => {
      if (inFlight.current === call) inFlight.current = null;
    };
    call.then(settled, settled);
    inFlight.current = call;
    return call;
  };
}

/**
 * The server may have applied the request (no answer, or one that could not be read): its retry must carry the
 * same key. A refusal in words, a 422 or a 401 applied nothing: the next try is a new intent.
 */
export const outcomeUnknown = (error: unknown): boolean =>
  isHttpClientError(error) &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'server' ||
    error.kind === 'contract');

export type OrderStep = 'confirm-order' | 'complete-order';

/**
 * The Idempotency-Key of one kind of shopper intent (`name`), kept with the drafts (sessionStorage, under the
 * shopper) so that a retry — after a double click, a lost answer or a reload — sends the same key; forgotten once the
 * intent is done or refused, and on sign-in and sign-out.
 */
export function useIntentKey(name: string) {
  const { user } = useStorefront();
  const owner = storageOwner(user?.id);
  return {
    /** `intent`: what is asked for (the request, without files); only its hash is stored. */
    keyFor: (intent: unknown) => intentKey(name, owner, intent),
    settled: (error: unknown | null) => {
      if (error === null || !outcomeUnknown(error)) forgetIntentKey(name, owner);
    },
  };
}

/** Confirming or paying for the order (R9): its key, kept with the checkout's drafts. */
export const useOrderKey = (step: OrderStep) => useIntentKey(step);

export interface OneIntentOptions<Data, Variables> {
  mutationKey: readonly unknown[];
  /** Sends the request with the intent's Idempotency-Key. */
  send: (variables: Variables, idempotencyKey: string) => Promise<Data>;
  /** What the intent is (without files, which do not serialise); the variables by default. */
  intentOf?: (variables: Variables) => unknown;
  onSuccess?: (data: Data, variables: Variables) => unknown;
  meta?: MutationMeta;
}

/**
 * A mutation that changes money or an order (top-ups, reward conversion, refund requests, cancellation): one shopper
 * intent, one effect. A call made while one is on its way sends nothing (the synchronous guard), and every try of
 * the same intent — a retry after a failure, also after a reload — carries the same Idempotency-Key, so a server that
 * honours it (the demo shop) applies it once. A refusal or a success ends the intent: the next call is a new one.
 */
export function useOneIntentMutation<Data, Variables>(
  name: string,
  {
    mutationKey,
    send,
    intentOf = (variables) => variables,
    onSuccess,
    meta,
  }: OneIntentOptions<Data, Variables>,
) {
  const key = useIntentKey(name);
  const mutation = useMutation<Data, unknown, Variables>({
    mutationKey,
    ...(meta ? { meta } : {}),
    mutationFn: (variables) => send(variables, key.keyFor(intentOf(variables))),
    onError: (error) => key.settled(error),
    onSuccess: async (data, variables) => {
      key.settled(null);
      await onSuccess?.(data, variables);
    },
  });
  const { mutateAsync } = mutation;
  const once = useOneAtATime(mutateAsync);
  return {
    ...mutation,
    mutate: (...args: Parameters<typeof mutateAsync>) => {
      once(...args).catch(() => undefined); // failures reach `onError` and the app's toasts
    },
    mutateAsync: once,
  };
}
