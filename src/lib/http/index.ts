export { httpClient, createHttpClient, DEFAULT_TIMEOUT_MS, IDEMPOTENCY_HEADER } from './client.ts';
export { fetchShellPage, SHELL_PAGE_PATH } from './shell-page.ts';
export type { HttpClientOptions, HttpClientDeps } from './client.ts';
export * from './errors.ts';
export { getCsrfToken, setCsrfToken } from './csrf-token.ts';
export { getSocketId, setSocketId } from './socket-id.ts';
export { getPageMeta, parsePageMeta, readCsrfToken, resolveApiUrl, PageMetaError } from './page-meta.ts';
export type { PageMeta } from './page-meta.ts';
export { describeOperation } from './operation.ts';
export { formatIssues } from './contract-issues.ts';
export { onHttpError, reportHttpError, toastsForError } from './error-reactions.ts';
export type {
  ErrorToastPolicy,
  HttpErrorListener,
  Notify,
  Toast,
  ToastTone,
  Translate,
} from './error-reactions.ts';
export { createQueryClient, retryDelay, shouldRetryQuery, MAX_QUERY_RETRIES } from './query-client.ts';
export type { CreateQueryClientOptions } from './query-client.ts';
