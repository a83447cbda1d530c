// Every failure the HTTP client can produce, as one typed family. Screens and the query client branch on `kind`,
// never on status codes or raw fetch errors.

export type HttpErrorKind =
  | 'business'
  | 'validation'
  | 'auth'
  | 'session-expired'
  | 'http'
  | 'server'
  | 'network'
  | 'timeout'
  | 'contract';

interface HttpErrorInit {
  /** Spelled out because bundlers rename classes. */
  name: string;
  operation: string;
  status?: number;
  /** @keyword from the server's own words (a refusal's `error`, a 422's messages) */
  userMessage: string;
  cause?: unknown;
}

/** The shared base: what failed (`operation`), how (`kind`), and a sentence a shopper may read (`userMessage`). */
export abstract class HttpClientError extends Error {
  abstract readonly kind: HttpErrorKind;
  readonly operation: string;
  readonly status?: number;
  /** @keyword from the server's own words (a refusal's `error`, a 422's messages) */
  readonly userMessage: string;

  protected constructor(message: string, init: HttpErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.name;
    this.operation = init.operation;
    this.status = init.status;
    this.userMessage = init.userMessage;
  }
}

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';
export const CONTRACT_FAILURE_MESSAGE = 'The shop sent data we could not read';

/** The backend's "HTTP 200 with `{ error }`": a refusal in words (out of stock, wrong coupon…). */
export class ApiError extends HttpClientError {
  readonly kind = 'business';
  constructor(operation: string, serverMessage: string, status = 200) {
    super(`${operation} refused: ${serverMessage}`, {
      name: 'ApiError',
      operation,
      status,
      userMessage: serverMessage,
    });
  }
}

/**
 * HTTP 422. `fields` maps each field to its FIRST message; `messages` lists those first messages in order;
 * `statusText` is the response's ("Unprocessable Content"; empty over HTTP/2, hence optional).
 */
export class ValidationError extends HttpClientError {
  readonly kind = 'validation';
  readonly fields: Readonly<Record<string, string>>;
  readonly messages: readonly string[];
  readonly statusText: string | undefined;
  constructor(operation: string, fields: Record<string, string>, summary?: string, statusText?: string) {
    const messages = Object.values(fields);
    const userMessage = messages[0] ?? summary ?? GENERIC_FAILURE_MESSAGE;
    super(`${operation} failed validation: ${messages.join('; ') || userMessage}`, {
      name: 'ValidationError',
      operation,
      status: 422,
      userMessage,
    });
    this.fields = fields;
    this.messages = messages.length > 0 ? messages : [userMessage];
    this.statusText = statusText || undefined;
  }
}

/** HTTP 401, or an XHR the backend redirected to its login page (its `loginCheck` answers with a 302). */
export class AuthError extends HttpClientError {
  readonly kind = 'auth';
  constructor(operation: string, status = 401) {
    super(`${operation} needs a signed-in user`, {
      name: 'AuthError',
      operation,
      status,
      userMessage: 'Please sign in to continue.',
    });
  }
}

/** HTTP 419 twice in a row: a fresh CSRF token did not help, the session is gone. */
export class SessionExpiredError extends HttpClientError {
  readonly kind = 'session-expired';
  constructor(operation: string) {
    super(`${operation}: session expired (419 after a token refresh)`, {
      name: 'SessionExpiredError',
      operation,
      status: 419,
      userMessage: 'Your session has expired. Please reload the page.',
    });
  }
}

/** Any other 4xx (403, 404, 405, 408, 429…). */
export class HttpStatusError extends HttpClientError {
  readonly kind = 'http';
  constructor(operation: string, status: number, serverMessage?: string) {
    super(`${operation} answered HTTP ${status}`, {
      name: 'HttpStatusError',
      operation,
      status,
      userMessage: serverMessage ?? GENERIC_FAILURE_MESSAGE,
    });
  }
}

/**
 * A request refused before it left: its path would reach another route than the one written (a `..` segment, an
 * encoded slash; see request-path.ts). Nothing was sent. It counts as a 404, since such a path names nothing the
 * backend serves, so screens show their not-found state and nothing retries it.
 */
export class UnsafePathError extends HttpStatusError {
  readonly reason: string;
  constructor(operation: string, reason: string) {
    super(operation, 404);
    this.name = 'UnsafePathError';
    this.message = `${operation} was not sent: ${reason}`;
    this.reason = reason;
  }
}

/** HTTP 5xx. The backend sometimes puts a readable `{ error }` in it (invoice download: "Access Denied"). */
export class ServerError extends HttpClientError {
  readonly kind = 'server';
  constructor(operation: string, status: number, serverMessage?: string) {
    super(`${operation} failed with HTTP ${status}`, {
      name: 'ServerError',
      operation,
      status,
      userMessage: serverMessage ?? GENERIC_FAILURE_MESSAGE,
    });
  }
}

/** The request never got an answer (offline, DNS, connection reset, CORS). */
export class NetworkError extends HttpClientError {
  readonly kind = 'network';
  constructor(operation: string, cause?: unknown) {
    super(`${operation}: network failure`, {
      name: 'NetworkError',
      operation,
      cause,
      userMessage: 'We could not reach the shop. Check your connection and try again.',
    });
  }
}

export class TimeoutError extends HttpClientError {
  readonly kind = 'timeout';
  readonly timeoutMs: number;
  constructor(operation: string, timeoutMs: number) {
    super(`${operation}: no answer within ${timeoutMs} ms`, {
      name: 'TimeoutError',
      operation,
      userMessage: 'The shop is taking too long to answer. Please try again.',
    });
    this.timeoutMs = timeoutMs;
  }
}

/** The answer does not match the OpenAPI contract (bad JSON, wrong shape). `issues` name the failing paths. */
export class ContractError extends HttpClientError {
  readonly kind = 'contract';
  readonly issues: readonly string[];
  constructor(operation: string, issues: readonly string[], status?: number) {
    super(`${operation} broke the API contract: ${issues.join('; ')}`, {
      name: 'ContractError',
      operation,
      status,
      userMessage: CONTRACT_FAILURE_MESSAGE,
    });
    this.issues = issues;
  }
}

/** Every concrete error of the family, so a `switch (error.kind)` narrows. */
export type AnyHttpError =
  | ApiError
  | ValidationError
  | AuthError
  | SessionExpiredError
  | HttpStatusError
  | ServerError
  | NetworkError
  | TimeoutError
  | ContractError;

export const isHttpClientError = (error: unknown): error is AnyHttpError => error instanceof HttpClientError;

/**
 * The backend's "there is no such thing" (a product, a post…): a refusal in words (`{ error }`) or a 404. Its one
 * home, as every screen that shows one thing by its slug reads the backend's answers the same way.
 */
export const isNotFoundAnswer = (error: unknown): boolean =>
  isHttpClientError(error) && (error.kind === 'business' || error.status === 404);

const isKind =
  <E extends HttpClientError>(kind: HttpErrorKind) =>
  (error: unknown): error is E =>
    isHttpClientError(error) && error.kind === kind;

export const isApiError = isKind<ApiError>('business');
export const isValidationError = isKind<ValidationError>('validation');
export const isAuthError = isKind<AuthError>('auth');
export const isSessionExpiredError = isKind<SessionExpiredError>('session-expired');
export const isHttpStatusError = isKind<HttpStatusError>('http');
export const isServerError = isKind<ServerError>('server');
export const isNetworkError = isKind<NetworkError>('network');
export const isTimeoutError = isKind<TimeoutError>('timeout');
export const isContractError = isKind<ContractError>('contract');

/** A caller's cancellation (TanStack Query unmounts, navigation): never an error to show or retry. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/**
 * Whether trying again may help: transport trouble and 5xx yes; answers the server meant (refusal, validation,
 * auth, contract breach) no, because repeating them gives the same answer.
 */
export const isRetryable = (error: unknown): boolean => {
  if (!isHttpClientError(error)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'server':
      return true;
    case 'http':
      return error.status !== undefined && RETRYABLE_STATUSES.has(error.status);
    default:
      return false;
  }
};
