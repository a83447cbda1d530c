import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MutationMeta, QueryMeta } from '@tanstack/react-query';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client.ts';
import { onHttpError } from './error-reactions.ts';
import {
  ApiError,
  AuthError,
  ContractError,
  NetworkError,
  ServerError,
  TimeoutError,
  ValidationError,
  type HttpClientError,
} from './errors.ts';
import type { Toast } from './error-reactions.ts';

const t = (key: string) => ({ Error: 'Erreur', Info: 'Info FR' })[key] ?? key;

const setup = () => {
  const toasts: Toast[] = [];
  const client = createQueryClient({
    notify: (toast) => toasts.push(toast),
    t,
    defaultOptions: { queries: { retryDelay: 0 } },
  });
  return { toasts, client };
};

const failQuery = (client: ReturnType<typeof setup>['client'], error: unknown, meta?: QueryMeta) =>
  client
    .fetchQuery({ queryKey: ['q', Math.random()], queryFn: () => Promise.reject(error), meta })
    .catch(() => undefined);

const failMutation = (client: ReturnType<typeof setup>['client'], error: unknown, meta?: MutationMeta) =>
  client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), meta })
    .execute(undefined)
    .catch(() => undefined);

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('retry policy', () => {
  it('retries transport failures and 5xx at most 3 times, never answers the server meant', () => {
    expect(shouldRetryQuery(0, new NetworkError('GET /x'))).toBe(true);
    expect(shouldRetryQuery(2, new TimeoutError('GET /x', 10))).toBe(true);
    expect(shouldRetryQuery(2, new ServerError('GET /x', 503))).toBe(true);
    expect(shouldRetryQuery(3, new ServerError('GET /x', 503))).toBe(false);
    for (const error of [
      new ApiError('GET /x', 'No'),
      new ValidationError('POST /x', { email: 'bad' }),
      new ContractError('GET /x', ['a: b']),
      new AuthError('GET /x'),
      new Error('bug'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('runs a failing query 4 times in all when the failure is retryable, once when it is not', async () => {
    const { client } = setup();
    const retryable = vi.fn(() => Promise.reject(new ServerError('GET /x', 500)));
    const final = vi.fn(() => Promise.reject(new ApiError('GET /y', 'No')));
    await client.fetchQuery({ queryKey: ['x'], queryFn: retryable }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['y'], queryFn: final }).catch(() => undefined);
    expect(retryable).toHaveBeenCalledTimes(4);
    expect(final).toHaveBeenCalledTimes(1);
  });
});

describe('global reactions', () => {
  it('shows the server’s refusal under the localised Error title', async () => {
    const { client, toasts } = setup();
    await failQuery(client, new ApiError('GET /x', 'Out of stock'));
    expect(toasts).toEqual([{ tone: 'error', title: 'Erreur', message: 'Out of stock' }]);
  });

  it('shows one toast per field’s first message on 422', async () => {
    const { client, toasts } = setup();
    await failMutation(
      client,
      new ValidationError('POST /home/subscribers', { email: 'Bad e-mail', name: 'Required' }),
    );
    expect(toasts.map((toast) => toast.message)).toEqual(['Bad e-mail', 'Required']);
  });

  it('shows a generic message for contract breaches and logs the paths', async () => {
    const { client, toasts } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failQuery(
      client,
      new ContractError('GET /home/page', ['product.price: expected number, received null']),
    );
    expect(toasts).toEqual([
      { tone: 'error', title: 'Erreur', message: 'The shop sent data we could not read' },
    ]);
    expect(log).toHaveBeenCalledWith('[contract] GET /home/page', [
      'product.price: expected number, received null',
    ]);
  });

  it('leaves first-load transport failures to the route’s error state, but toasts failed mutations', async () => {
    const { client, toasts } = setup();
    await failQuery(client, new NetworkError('GET /x'));
    expect(toasts).toEqual([]);
    await failMutation(client, new NetworkError('POST /x'));
    expect(toasts).toHaveLength(1);
  });

  it('honours meta.errorToast ("never" silences, "info" softens)', async () => {
    const { client, toasts } = setup();
    await failMutation(client, new ApiError('POST /home/product-view', 'x'), { errorToast: 'never' });
    await failMutation(client, new NetworkError('POST /home/product-view'), { errorToast: 'never' });
    await failQuery(client, new ApiError('GET /language/keywords', 'Not found'), { errorToast: 'info' });
    expect(toasts).toEqual([{ tone: 'info', title: 'Info FR', message: 'Not found' }]);
  });

  it('with meta.errorToast "status-text", toasts a 422 as its status text, or as its messages when it has none', async () => {
    const { client, toasts } = setup();
    const refused = (statusText?: string) =>
      new ValidationError(
        'GET /user/follow-shop',
        { id: 'The selected id is invalid.' },
        undefined,
        statusText,
      );
    await failMutation(client, refused('Unprocessable Content'), { errorToast: 'status-text' });
    await failMutation(client, refused(''), { errorToast: 'status-text' });
    await failMutation(client, new ApiError('GET /user/follow-shop', 'Shop not found'), {
      errorToast: 'status-text',
    });
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Unprocessable Content',
      'The selected id is invalid.',
      'Shop not found',
    ]);
  });

  it('with meta.errorToast false, leaves the client’s sentences to the screen but still toasts the server’s words', async () => {
    const { client, toasts } = setup();
    await failMutation(client, new NetworkError('POST /get-otp'), { errorToast: false });
    await failQuery(client, new ContractError('GET /user/invoice/{code}', ['orders: expected array']), {
      errorToast: false,
    });
    await failMutation(client, new ApiError('POST /get-otp', 'User not found'), { errorToast: false });
    await failMutation(
      client,
      new ValidationError('POST /get-otp', { phone: 'The phone field is required.' }),
      {
        errorToast: false,
      },
    );
    expect(toasts).toEqual([
      { tone: 'error', title: 'Erreur', message: 'User not found' },
      { tone: 'error', title: 'Erreur', message: 'The phone field is required.' },
    ]);
  });

  it('reports every final failure to onHttpError listeners once, and ignores non-HTTP errors', async () => {
    const { client } = setup();
    const seen: HttpClientError[] = [];
    unsubscribe = onHttpError((error) => seen.push(error));
    const auth = new AuthError('GET /home/user/order-list');
    await failQuery(client, auth);
    await failQuery(client, new Error('programming error'));
    expect(seen).toEqual([auth]);
  });
});
