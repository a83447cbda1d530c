// Reads a Response into either the body the caller asked for or one of the typed errors. Status codes first, then
// the body: a non-2xx answer is classified even when its body is HTML; a 2xx answer must be readable JSON (or a
// binary file the caller asked for), must not be the backend's `{ error }` refusal, and must match the schema.
import {
  ApiError,
  AuthError,
  ContractError,
  HttpStatusError,
  ServerError,
  ValidationError,
} from './errors.ts';
import { validated, type Validate } from './schema-source.ts';

export interface ReadContext {
  operation: string;
  /** The success body's validator, loading since the request started (schema-source.ts); none: any JSON. */
  schema?: Promise<Validate>;
  /** The request's Accept header: anything other than JSON means the caller wants a file. */
  accept: string;
}

const isJsonType = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The backend's refusal text: a non-empty string `error`, or — from `POST /login` with reCAPTCHA on — a
 * `captcha` message without `error` or `success` (backend-api §1.3).
 */
export const businessErrorText = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  if (nonEmpty(body.error)) return body.error;
  if (nonEmpty(body.captcha) && body.success === undefined && body.user === undefined) return body.captcha;
  return undefined;
};

/** Laravel's 422 body `{ message, errors: { field: [messages] } }` → field → first message. */
export const firstFieldMessages = (body: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return fields;
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first !== '') fields[field] = first;
  }
  return fields;
};

const readJsonLeniently = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error; // timeouts and aborts while reading are classified by the caller
  }
};

const failStatus = async (response: Response, { operation }: ReadContext): Promise<never> => {
  const { status } = response;
  const body = await readJsonLeniently(response);
  if (status === 422) {
    const summary = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
    throw new ValidationError(operation, firstFieldMessages(body), summary, response.statusText);
  }
  if (status === 401) throw new AuthError(operation);
  if (status >= 500) throw new ServerError(operation, status, businessErrorText(body));
  throw new HttpStatusError(operation, status, businessErrorText(body));
};

/** The backend's `loginCheck` answers an XHR with a 302 to its login page; fetch follows it and gets HTML. */
const redirectedToLogin = (response: Response): boolean => {
  if (!response.redirected || !response.url) return false;
  try {
    return /\/login\/?$/.test(new URL(response.url).pathname);
  } catch {
    return false;
  }
};

const readSuccess = async (response: Response, context: ReadContext): Promise<unknown> => {
  const { operation, schema } = context;
  const contentType = response.headers.get('content-type') ?? '';
  const wantsJson = /json|\*\/\*/i.test(context.accept);
  if (contentType !== '' && !isJsonType(contentType)) {
    if (!wantsJson || (schema === undefined && !/^text\/html/i.test(contentType))) return response.blob();
    if (redirectedToLogin(response)) throw new AuthError(operation, 302);
    throw new ContractError(
      operation,
      [`(root): expected JSON, received ${contentType.split(';')[0]}`],
      response.status,
    );
  }
  const text = await response.text();
  let body: unknown;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContractError(
        operation,
        ['(root): the body is not valid JSON (truncated or corrupted)'],
        response.status,
      );
    }
  }
  const refusal = businessErrorText(body);
  if (refusal !== undefined) throw new ApiError(operation, refusal, response.status);
  if (schema === undefined) return body;
  return validated(schema, body, operation, response.status);
};

export const readResponse = (response: Response, context: ReadContext): Promise<unknown> =>
  response.ok ? readSuccess(response, context) : failStatus(response, context);
