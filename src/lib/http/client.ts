// The one HTTP client of the app, and orval's mutator: generated hooks call `httpClient(url, { method, schema, … })`
// and get the validated success body back, or a typed error from ./errors.ts. Nothing else in the app calls fetch.
import { anySignal, timeoutSignal } from './abort-signals.ts';
import { getCsrfToken, getXsrfHeaderValue, setCsrfToken } from './csrf-token.ts';
import {
  ContractError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  UnsafePathError,
  isAbortError,
  isHttpClientError,
} from './errors.ts';
import { describeOperation } from './operation.ts';
import { getPageMeta, readCsrfToken, resolveApiUrl, type PageMeta } from './page-meta.ts';
import { pathChangeReason } from './request-path.ts';
import { readResponse } from './response-reader.ts';
import { prepareValidation, type SchemaSource } from './schema-source.ts';
import { fetchShellPage } from './shell-page.ts';
import { getSocketId } from './socket-id.ts';
import { noteServerDate } from '../server-clock/server-clock.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpClientOptions = RequestInit & {
  /**
   * Zod schema of the success body, or a loader of it (orval passes a loader, docs/performance.md, "Response
   * schemas"); the answer is returned only if it matches.
   */
  schema?: SchemaSource;
  /** Per-call time limit in ms (default 30 s). */
  timeoutMs?: number;
  /** Name used in errors instead of `METHOD /path`, e.g. `GET /home/product-details/{slug}`. */
  operation?: string;
};

export interface HttpClientDeps {
  /** Defaults to the global fetch, looked up on each call (so MSW and test doubles apply). */
  fetch?: typeof fetch;
  /** Base address and application path; defaults to the page meta. */
  meta?: () => Pick<PageMeta, 'baseUrl' | 'appPath'>;
}

type HeaderRecord = Record<string, string | readonly string[] | undefined>;

const toHeaders = (init: RequestInit['headers'] | HeaderRecord | undefined): Headers => {
  if (init === undefined || init instanceof Headers || Array.isArray(init))
    return new Headers(init as HeadersInit);
  const headers = new Headers();
  for (const [name, value] of Object.entries(init as HeaderRecord)) {
    if (value !== undefined) headers.set(name, typeof value === 'string' ? value : value.join(', '));
  }
  return headers;
};

const isPlainJsonValue = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype);

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `options.method` is upper case: `httpClient` normalises it once for both attempts. */
const buildHeaders = (options: HttpClientOptions, body: BodyInit | null | undefined): Headers => {
  const headers = toHeaders(options.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getCsrfToken();
  if (token) headers.set('X-CSRF-TOKEN', token);
  // The cookie only where Laravel checks it (VerifyCsrfToken skips reading requests; R3 asks it of every other):
  // `document.cookie` is a synchronous call to the browser's network process, 3–22 ms of the main thread a read
  // while a page loads, and a product page's first screen sends its GETs amid its longest tasks.
  if (!READING_METHODS.has(options.method ?? 'GET')) {
    const xsrf = getXsrfHeaderValue();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  const socketId = getSocketId();
  if (socketId) headers.set('X-Socket-ID', socketId);
  // The browser writes the multipart boundary itself; a hand-set Content-Type would lose it.
  if (body instanceof FormData) headers.delete('Content-Type');
  else if (typeof body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return headers;
};

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const withHeader = (init: HttpClientOptions['headers'], name: string, value: string): Headers => {
  const headers = toHeaders(init);
  headers.set(name, value);
  return headers;
};

export const createHttpClient = (deps: HttpClientDeps = {}) => {
  const doFetch: typeof fetch = (input, init) => (deps.fetch ?? globalThis.fetch)(input, init);
  const meta = deps.meta ?? getPageMeta;

  /** One attempt: fetch and read, transport failures mapped to typed errors, the caller's abort passed through. */
  const attempt = async <T>(
    url: string,
    options: HttpClientOptions,
    operation: string,
    read: (response: Response) => Promise<T>,
  ): Promise<T> => {
    const {
      schema: _schema,
      timeoutMs = DEFAULT_TIMEOUT_MS,
      operation: _op,
      signal: callerSignal,
      ...init
    } = options;
    const current = meta();
    const target = resolveApiUrl(url, current);
    // Path parameters come from links anyone can write: a path the URL parser or the server would rewrite into
    // another route (`/product/..%2F..%2Flogout` → GET /logout) is never sent.
    const pathChange = pathChangeReason(target);
    if (pathChange) throw new UnsafePathError(operation, pathChange);
    if (new URL(target).origin !== new URL(current.baseUrl).origin) {
      throw new ContractError(operation, [
        `(request): refused to send credentials to ${new URL(target).origin}`,
      ]);
    }
    let body = init.body;
    if (isPlainJsonValue(body)) body = JSON.stringify(body);
    const timeout = timeoutSignal(timeoutMs);
    const signal = callerSignal ? anySignal([callerSignal, timeout]) : timeout;
    // A caller's abort (TanStack Query cancelling) is passed through untouched; everything else becomes typed.
    const classify = (error: unknown, fromFetch: boolean): unknown => {
      if (callerSignal?.aborted) return error;
      if (timeout.aborted) return new TimeoutError(operation, timeoutMs);
      if (isHttpClientError(error)) return error;
      if (fromFetch || error instanceof TypeError || isAbortError(error))
        return new NetworkError(operation, error);
      return error;
    };
    let response: Response;
    const sentAt = Date.now();
    try {
      response = await doFetch(target, {
        ...init,
        body,
        headers: buildHeaders(options, body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      throw classify(error, true);
    }
    // Countdowns follow the server's clock (its Date header), not the device's.
    noteServerDate(response.headers.get('Date'), sentAt, Date.now());
    try {
      return await read(response);
    } catch (error) {
      throw classify(error, false);
    }
  };

  // Concurrent 419s share one refresh.
  let refreshing: Promise<void> | undefined;
  // Like Laravel's own pages: loading a page of the shell refreshes the XSRF-TOKEN cookie and renders the current
  // token into the hidden input. A shell without the input leaves '' (the cookie alone then carries the token).
  // No caller signal: one caller leaving must not cancel the refresh the others wait for.
  const refreshCsrfToken = (): Promise<void> => {
    refreshing ??= fetchShellPage(doFetch, meta())
      .then((page) => setCsrfToken(readCsrfToken(page)))
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  return async function httpClient<T>(url: string, callOptions: HttpClientOptions = {}): Promise<T> {
    let options = callOptions;
    const method = (options.method ?? 'GET').toUpperCase();
    const operation = options.operation ?? describeOperation(method, url);
    const accept = toHeaders(options.headers).get('Accept') ?? 'application/json';
    // The schema loads beside the request (both attempts share it), so the answer never waits for it.
    const schema = options.schema === undefined ? undefined : prepareValidation(options.schema);
    const read = (response: Response) => readResponse(response, { operation, schema, accept }) as Promise<T>;
    // Every state change carries one Idempotency-Key for the whole logical call, so the client's own retry
    // (after a CSRF refresh) cannot add a cart line or place an order twice (quality-bar R8, R9).
    if (method !== 'GET' && !toHeaders(options.headers).has(IDEMPOTENCY_HEADER)) {
      options = { ...options, headers: withHeader(options.headers, IDEMPOTENCY_HEADER, newIdempotencyKey()) };
    }
    const first = await attempt(url, { ...options, method }, operation, async (response) =>
      response.status === 419 ? undefined : { value: await read(response) },
    );
    if (first) return first.value;
    await refreshCsrfToken();
    return attempt(url, { ...options, method }, operation, (response) => {
      if (response.status === 419) throw new SessionExpiredError(operation);
      return read(response);
    });
  };
};

/** The app's client (orval's mutator). */
export const httpClient = createHttpClient();
export default httpClient;
