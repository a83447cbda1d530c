// The one place that reacts to failed requests app-wide. The query client reports every final failure here and
// turns it into toasts by the policy below; the app subscribes (onHttpError) for what lib cannot do itself,
// such as clearing user data and showing sign-in after an AuthError (R20).
import { CONTRACT_FAILURE_MESSAGE, isHttpClientError, type HttpClientError } from './errors.ts';

export type HttpErrorListener = (error: HttpClientError) => void;

const listeners = new Set<HttpErrorListener>();

/** Subscribe to every failure the query client reports; returns the unsubscribe function. */
export const onHttpError = (listener: HttpErrorListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Tell every listener; a throwing listener does not stop the others. */
export const reportHttpError = (error: HttpClientError): void => {
  for (const listener of [...listeners]) {
    try {
      listener(error);
    } catch (listenerError) {
      console.error('An onHttpError listener failed', listenerError);
    }
  }
};

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

/** What lib asks the app to show; the app maps it to the design system's toast. */
export interface Toast {
  tone: ToastTone;
  /** Already localised: the language keyword for Error/Info… */
  title: string;
  message: string;
}

export type Notify = (toast: Toast) => void;
export type Translate = (key: string) => string;

/**
 * What a query or mutation's failure may toast (`meta.errorToast`; the app's QueryClient reads it). Left out: every
 * failure is toasted as §8 says. `false`: the screen says the client's own sentences (a lost connection, an answer
 * that breaks the contract) in place, so those are not toasted; the server's words still are (spec §8, §5; ADR 081).
 * `'never'`: nothing is shown for it (a product view's failure, spec §8). `'info'` softens. `'status-text'`: a 422 is
 * toasted as its HTTP status text, not its field messages (follow and unfollow, §8), or as those messages when the
 * response carried none (HTTP/2 has no status text).
 */
export type ErrorToastPolicy = false | 'never' | 'info' | 'status-text';

export interface ToastPolicyContext {
  /** The failed query already showed data (a background refetch): the screen will not show an error state. */
  hadData: boolean;
  /** A mutation (the screen has no error state of its own for it). */
  isMutation: boolean;
  /** `meta.errorToast` of the query or mutation ({@link ErrorToastPolicy}). */
  errorToast?: ErrorToastPolicy;
}

const titleKey: Record<ToastTone, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
};

/** The failures the server put in words: a refusal's `error` and a 422's field messages. */
const inServerWords = (error: HttpClientError): boolean =>
  error.kind === 'business' || error.kind === 'validation';

/**
 * Which toasts a failure deserves. Answers the server worded (refusals, 422 field messages) are always shown, unless
 * the spec silences the call (`'never'`). Transport failures of a query are left to the route's error state unless
 * the query had data already.
 */
export const toastsForError = (error: unknown, t: Translate, context: ToastPolicyContext): Toast[] => {
  if (!isHttpClientError(error) || context.errorToast === 'never') return [];
  if (context.errorToast === false && !inServerWords(error)) return [];
  const tone: ToastTone = context.errorToast === 'info' ? 'info' : 'error';
  const toast = (message: string): Toast => ({ tone, title: t(titleKey[tone]), message });
  switch (error.kind) {
    case 'business':
      return [toast(error.userMessage)];
    case 'validation':
      return context.errorToast === 'status-text' && error.statusText
        ? [toast(error.statusText)]
        : error.messages.map(toast);
    case 'contract':
      return [toast(t(CONTRACT_FAILURE_MESSAGE))];
    case 'auth':
    case 'session-expired':
      return [toast(t(error.userMessage))];
    default:
      return context.isMutation || context.hadData ? [toast(t(error.userMessage))] : [];
  }
};
