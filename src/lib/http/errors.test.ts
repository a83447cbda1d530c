import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthError,
  ContractError,
  HttpStatusError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  ValidationError,
  isAbortError,
  isApiError,
  isContractError,
  isHttpClientError,
  isRetryable,
  isValidationError,
} from './errors.ts';

describe('HTTP error family', () => {
  it('gives each error its kind, operation, status and a readable name that survives minification', () => {
    const errors = [
      new ApiError('GET /a', 'No'),
      new ValidationError('POST /a', { email: 'Bad' }),
      new AuthError('GET /a'),
      new SessionExpiredError('POST /a'),
      new HttpStatusError('GET /a', 404),
      new ServerError('GET /a', 500),
      new NetworkError('GET /a'),
      new TimeoutError('GET /a', 30000),
      new ContractError('GET /a', ['x: y']),
    ];
    expect(errors.map((e) => [e.name, e.kind, e.status])).toEqual([
      ['ApiError', 'business', 200],
      ['ValidationError', 'validation', 422],
      ['AuthError', 'auth', 401],
      ['SessionExpiredError', 'session-expired', 419],
      ['HttpStatusError', 'http', 404],
      ['ServerError', 'server', 500],
      ['NetworkError', 'network', undefined],
      ['TimeoutError', 'timeout', undefined],
      ['ContractError', 'contract', undefined],
    ]);
    for (const error of errors) {
      expect(isHttpClientError(error)).toBe(true);
      expect(error.operation).toMatch(/^(GET|POST) \/a$/);
      expect(error.userMessage).not.toBe('');
    }
  });

  it('narrows with the type guards', () => {
    expect(isApiError(new ApiError('GET /a', 'No'))).toBe(true);
    expect(isApiError(new ServerError('GET /a', 500))).toBe(false);
    expect(isValidationError(new ValidationError('POST /a', {}, 'Invalid'))).toBe(true);
    expect(isContractError(new Error('x'))).toBe(false);
    expect(isHttpClientError({ kind: 'business' })).toBe(false);
  });

  it('keeps the 422 summary when no field messages came', () => {
    const error = new ValidationError('POST /a', {}, 'The given data was invalid.');
    expect(error.messages).toEqual(['The given data was invalid.']);
  });

  it('marks only transport trouble, 5xx, 408 and 429 as retryable', () => {
    expect(isRetryable(new NetworkError('GET /a'))).toBe(true);
    expect(isRetryable(new TimeoutError('GET /a', 1))).toBe(true);
    expect(isRetryable(new ServerError('GET /a', 502))).toBe(true);
    expect(isRetryable(new HttpStatusError('GET /a', 429))).toBe(true);
    expect(isRetryable(new HttpStatusError('GET /a', 404))).toBe(false);
    expect(isRetryable(new SessionExpiredError('GET /a'))).toBe(false);
    expect(isRetryable(new DOMException('x', 'AbortError'))).toBe(false);
  });

  it('recognises aborts', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
  });
});
