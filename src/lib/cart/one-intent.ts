// One shopper intent, one request (R8, R9). The real backend ignores Idempotency-Key, so the client itself must
// not send an intent twice: buttons that change something get a synchronous guard, and the intent's key is reused
// by its retries (for a server that does honour it, like the demo shop).
import { useRef } from 'react';
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
 * The Idempotency-Key of confirming or paying for the order, kept with the checkout's drafts (sessionStorage,
 * under the shopper) so that a retry after a reload sends the same key; forgotten once the step is done or
 * refused, and on sign-out.
 */
export function useOrderKey(step: OrderStep) {
  const { user } = useStorefront();
  const owner = storageOwner(user?.id);
  return {
    /** `intent`: what is being ordered (the request, without files); only its hash is stored. */
    keyFor: (intent: unknown) => intentKey(step, owner, intent),
    settled: (error: unknown | null) => {
      if (error === null || !outcomeUnknown(error)) forgetIntentKey(step, owner);
    },
  };
}
