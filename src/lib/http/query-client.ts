// The app's TanStack QueryClient: retry policy from isRetryable, and every final failure reported once through
// error-reactions (toasts by policy, listeners for auth). `notify` is injected so lib never imports the design
// system.
import { MutationCache, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isContractError, isHttpClientError, isRetryable } from './errors.ts';
import {
  reportHttpError,
  toastsForError,
  type ErrorToastPolicy,
  type Notify,
  type ToastPolicyContext,
  type Translate,
} from './error-reactions.ts';

/** What the app reads from a query's or a mutation's `meta`: TanStack Query types every `meta` with it. */
export interface HttpMeta extends Record<string, unknown> {
  errorToast?: ErrorToastPolicy;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: HttpMeta;
    mutationMeta: HttpMeta;
  }
}

export const MAX_QUERY_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s… capped at 30 s. */
export const retryDelay = (failureCount: number): number =>
  Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_QUERY_RETRIES && isRetryable(error);

export interface CreateQueryClientOptions {
  notify: Notify;
  /** The language keyword lookup (lib/i18n); defaults to the key itself. */
  t?: Translate;
  /** Extra defaults merged over ours (tests set `retryDelay: 0`, for example). */
  defaultOptions?: QueryClientConfig['defaultOptions'];
}

export const createQueryClient = ({ notify, t = (key) => key, defaultOptions }: CreateQueryClientOptions) => {
  const react = (error: unknown, context: ToastPolicyContext) => {
    if (!isHttpClientError(error)) return; // cancellations and programming errors are not the shopper's business
    if (isContractError(error)) console.error(`[contract] ${error.operation}`, error.issues);
    reportHttpError(error);
    for (const toast of toastsForError(error, t, context)) notify(toast);
  };

  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        react(error, {
          hadData: query.state.data !== undefined,
          isMutation: false,
          errorToast: query.meta?.errorToast,
        }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        react(error, { hadData: false, isMutation: true, errorToast: mutation.meta?.errorToast }),
    }),
    defaultOptions: {
      ...defaultOptions,
      queries: {
        // 'online': offline queries pause (fetchStatus 'paused') instead of failing, and resume on reconnect (R11).
        networkMode: 'online',
        retry: shouldRetryQuery,
        retryDelay,
        ...defaultOptions?.queries,
      },
      mutations: {
        // Paused while offline and resumed once on reconnect; never retried blindly (not all are idempotent).
        networkMode: 'online',
        retry: false,
        ...defaultOptions?.mutations,
      },
    },
  });
};
