import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod';
// The unit project's shared MSW server (tests/setup/unit.ts starts it).

import { server } from '@mocks/node';
import { resetDemoShop } from '@mocks/state/store';
import { createHttpClient } from './client.ts';
import { resetServerClock, serverOffsetMs } from '../server-clock/server-clock.ts';
import { resetCsrfTokenForTests, setCsrfToken } from './csrf-token.ts';
import {
  ApiError,
  AuthError,
  ContractError,
  HttpStatusError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnsafePathError,
  ValidationError,
} from './errors.ts';
import { setSocketId } from './socket-id.ts';
import { buyableProducts } from '../../../tests/helpers/demo-products';

// Same origin as the test page, as in production (the backend serves the SPA): no CORS preflight.
const BASE = `${window.location.origin}/app`;
const client = createHttpClient({ meta: () => ({ baseUrl: window.location.origin, appPath: '/app' }) });

const Product = z.object({ product: z.object({ id: z.int(), slug: z.string(), price: z.number() }) });
const product = { product: { id: 7, slug: 'red-shoe', price: 12.5 } };

/** A page of the backend's shell: the CSRF token in its hidden input, like the Blade view renders it. */
const shellPage = (token: string) =>
  `<!doctype html><html><body><input type="hidden" id="token" value="${token}"><div id="app"></div></body></html>`;

/** How many items the demo shop's cart holds for this session (the sum of its lines' quantities). */
const itemsInCart = async (): Promise<number> => {
  const cart = await client<{ carts: Array<{ quantity: number }> }>('/cart/list');
  return cart.carts.reduce((sum, line) => sum + line.quantity, 0);
};

/** Rejects with whatever the promise rejects with, or fails the test if it resolves. */
const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
};

beforeEach(() => {
  resetCsrfTokenForTests();
  setCsrfToken('token-1');
  setSocketId(null);
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('httpClient requests', () => {
  it('resolves contract paths below the base address and application path, with the marker and CSRF headers', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/home/product-details/red-shoe`, ({ request }) => {
        seen = request;
        return HttpResponse.json(product);
      }),
    );
    await client('/home/product-details/red-shoe', { method: 'GET', schema: Product });
    expect(seen?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen?.headers.get('Accept')).toBe('application/json');
    expect(seen?.headers.get('X-CSRF-TOKEN')).toBe('token-1');
    // Laravel checks no token on a reading request, and the cookie's read costs the main thread (client.ts).
    expect(seen?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(seen?.headers.has('X-Socket-ID')).toBe(false);
    expect(seen?.credentials).toBe('same-origin');
  });

  it('sends the replaced token after setCsrfToken, and the XSRF-TOKEN cookie when the page has one', async () => {
    const tokens: Array<[string | null, string | null]> = [];
    server.use(
      http.post(`${BASE}/logout-like`, ({ request }) => {
        tokens.push([request.headers.get('X-CSRF-TOKEN'), request.headers.get('X-XSRF-TOKEN')]);
        return HttpResponse.json({});
      }),
    );
    setCsrfToken('token-2');
    await client('/logout-like', { method: 'POST' });
    document.cookie = 'XSRF-TOKEN=cookie%3Dvalue';
    await client('/logout-like', { method: 'POST' });
    expect(tokens).toEqual([
      ['token-2', 'token-2'],
      ['token-2', 'cookie=value'],
    ]);
  });

  it('reads the XSRF cookie for a state change only, never for a reading request', async () => {
    const sent: Array<[string, string | null]> = [];
    const record = ({ request }: { request: Request }) => {
      sent.push([request.method, request.headers.get('X-XSRF-TOKEN')]);
      return HttpResponse.json({});
    };
    server.use(http.get(`${BASE}/reading`, record), http.delete(`${BASE}/reading`, record));
    document.cookie = 'XSRF-TOKEN=from-cookie';
    // On the prototype that defines it (happy-dom's document class is not the global `Document`).
    let cookieOwner: object = document;
    while (!Object.getOwnPropertyDescriptor(cookieOwner, 'cookie'))
      cookieOwner = Object.getPrototypeOf(cookieOwner);
    const cookieReads = vi.spyOn(cookieOwner as Document, 'cookie', 'get');
    try {
      await client('/reading', { method: 'GET' });
      await client('/reading');
      expect(cookieReads).not.toHaveBeenCalled();
      await client('/reading', { method: 'delete' });
      expect(cookieReads).toHaveBeenCalledTimes(1);
    } finally {
      cookieReads.mockRestore();
    }
    expect(sent).toEqual([
      ['GET', null],
      ['GET', null],
      ['DELETE', 'from-cookie'],
    ]);
  });

  it('sends the socket id while the real-time client is connected', async () => {
    const ids: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/ping`, ({ request }) => {
        ids.push(request.headers.get('X-Socket-ID'));
        return HttpResponse.json({});
      }),
    );
    setSocketId('1234.5678');
    await client('/ping');
    setSocketId(null);
    await client('/ping');
    expect(ids).toEqual(['1234.5678', null]);
  });

  it('sends JSON bodies as JSON and leaves FormData to the browser (multipart boundary)', async () => {
    const seen: Array<{ type: string | null; body: string }> = [];
    server.use(
      http.post(`${BASE}/user/addToCart`, async ({ request }) => {
        seen.push({ type: request.headers.get('Content-Type'), body: await request.text() });
        return HttpResponse.json({ success: 'Added' });
      }),
    );
    await client('/user/addToCart', { method: 'POST', body: JSON.stringify({ product_id: 1 }) });
    const form = new FormData();
    form.append('image', 'x');
    await client('/user/addToCart', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(seen[0]).toEqual({ type: 'application/json', body: '{"product_id":1}' });
    expect(seen[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('refuses to send credentials to another origin', async () => {
    const error = await rejection(client('https://evil.test/steal'));
    expect(error).toBeInstanceOf(ContractError);
  });
});

describe('httpClient sends a request only to the path written in it', () => {
  // Path parameters come from links anyone can write; these would reach /logout (signing the shopper out) or
  // another route, on the URL parser's reading or on a server that decodes `%2F` before routing.
  const climbingPaths = [
    '/home/product-details/../../logout',
    '/home/product-details/../../../logout',
    '/home/product-details/..%2F..%2Flogout',
    '/home/product-details/..%2f..%2f..%2flogout',
    '/home/product-details/%2e%2e/%2E%2E/logout',
    '/home/product-details/.%2e/.%2E/logout',
    '/home/product-details/..\\..\\logout',
    '/home/product-details/..%5C..%5Clogout',
    '/home/product-details/.\t./..\n/logout',
    '/home/product-details/./red-shoe',
    '/home/product-details/..',
    '/home/product-details/..?page=2',
    '/user/invoice/download%2F5',
    `${window.location.origin}/app/home/product-details/../../logout`,
  ];
  let requested: string[] = [];
  let loggedOut = false;
  const recordRequest = ({ request }: { request: Request }) => void requested.push(request.url);
  beforeEach(() => {
    requested = [];
    loggedOut = false;
    server.events.on('request:start', recordRequest);
    server.use(
      http.get('*/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ success: 'Logout Successfully', token: 'token-2' });
      }),
    );
  });
  afterEach(() => server.events.removeListener('request:start', recordRequest));

  it.each(climbingPaths)('refuses %j with an UnsafePathError and sends nothing', async (path) => {
    const error = await rejection(client(path, { schema: Product }));
    expect(error).toBeInstanceOf(UnsafePathError);
    // A path that names nothing the backend serves reads as "not found", and is not retried.
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(requested).toEqual([]);
    expect(loggedOut).toBe(false);
  });

  it.each([
    ['a unicode slug', '/home/product-details/café-crème'],
    ['an encoded unicode slug with a space', `/home/product-details/${encodeURIComponent('café crème')}`],
    ['dots inside a segment', '/get/video-shops-details/v1.2...final.'],
    ['a segment that starts with dots', '/home/others-page/...more'],
    ['an encoded percent sign', `/home/blog-details/${encodeURIComponent('100% cotton')}`],
    ['a trailing slash', '/seller/coupons/12/'],
    ['dots and slashes in the query', '/home/filtered_products?q=../../logout&path=a%2Fb'],
  ])('sends %s to exactly its path', async (_, path) => {
    let pathname: string | undefined;
    server.use(
      http.get('*', ({ request }) => {
        pathname = new URL(request.url).pathname;
        return HttpResponse.json(product);
      }),
    );
    await client(path, { schema: Product });
    expect(pathname).toBe(new URL(`${BASE}${path}`).pathname);
    expect(requested).toHaveLength(1);
    expect(loggedOut).toBe(false);
  });
});

describe('httpClient answers', () => {
  it('sets the server clock from the Date header of an answer (countdowns follow the server)', async () => {
    resetServerClock();
    const serverNow = new Date(Date.now() + 3_600_000).toUTCString();
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ a: 1 }, { headers: { Date: serverNow } })));
    await client('/x', { schema: z.object({ a: z.number() }) });
    expect(Math.abs(serverOffsetMs() - 3_600_000)).toBeLessThan(2_000);
    resetServerClock();
  });

  it('returns the parsed success body', async () => {
    server.use(http.get(`${BASE}/home/product-details/red-shoe`, () => HttpResponse.json(product)));
    await expect(client('/home/product-details/red-shoe', { schema: Product })).resolves.toEqual(product);
  });

  it('returns what the schema produced (defaults, stripped keys), not the raw body', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ a: 1, extra: true })));
    const schema = z.object({ a: z.number(), b: z.string().default('b') });
    await expect(client('/x', { schema })).resolves.toEqual({ a: 1, b: 'b' });
  });

  it('takes a loader of the schema (as the generated endpoints pass it), started with the request', async () => {
    let asked = false;
    let answered = false;
    server.use(
      http.get(`${BASE}/home/product-details/red-shoe`, async () => {
        asked = true;
        // An answer comes over a network: a round trip, never within the task that sent the request.
        await delay(20);
        answered = true;
        return HttpResponse.json(product);
      }),
    );
    const startedBetween: boolean[] = [];
    const load = vi.fn(() => {
      startedBetween.push(!answered);
      return Promise.resolve(Product);
    });
    const answer = client('/home/product-details/red-shoe', { schema: load });
    // In the task after the request's (its files' links cost the main thread a few ms each), not in it.
    expect(load).not.toHaveBeenCalled();
    await expect(answer).resolves.toEqual(product);
    expect(asked).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(startedBetween).toEqual([true]);
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ product: { id: 'seven' } })));
    await expect(client('/x', { schema: () => Promise.resolve(Product) })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('a schema that cannot be loaded is a network failure (retryable), never an unchecked answer', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json(product)));
    const error = await rejection(
      client('/x', {
        schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', operation: 'GET /x' });
  });

  it('turns a 200 with a string `error` into an ApiError carrying the server text', async () => {
    server.use(http.post(`${BASE}/user/addToCart`, () => HttpResponse.json({ error: 'Out of stock' })));
    const error = await rejection(client('/user/addToCart', { method: 'POST', body: '{}', schema: Product }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      userMessage: 'Out of stock',
      operation: 'POST /user/addToCart',
    });
  });

  it('maps a 422 to each field’s first message', async () => {
    server.use(
      http.post(`${BASE}/home/subscribers`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              email: ['The email must be a valid email address.', 'second'],
              name: ['Name is required.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await rejection(client('/home/subscribers', { method: 'POST', body: '{}' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 422,
      fields: { email: 'The email must be a valid email address.', name: 'Name is required.' },
      messages: ['The email must be a valid email address.', 'Name is required.'],
    });
  });

  it('turns a 401 into an AuthError', async () => {
    server.use(
      http.get(`${BASE}/home/user/order-list`, () =>
        HttpResponse.json({ error: 'unathenticated' }, { status: 401 }),
      ),
    );
    await expect(client('/home/user/order-list')).rejects.toBeInstanceOf(AuthError);
  });

  it('turns the backend’s redirect to its login page into an AuthError', async () => {
    server.use(
      http.get(
        `${BASE}/user/wishlists`,
        () => new HttpResponse(null, { status: 302, headers: { Location: `${BASE}/login` } }),
      ),
      http.get(`${BASE}/login`, () => HttpResponse.html('<html>login</html>')),
    );
    await expect(client('/user/wishlists', { schema: Product })).rejects.toBeInstanceOf(AuthError);
  });

  it('on a 419 loads a page of the shell once, reads its hidden token and retries once: the cart grows by exactly one', async () => {
    resetDemoShop();
    const [item] = buyableProducts(1);
    if (!item) throw new Error('the demo catalogue has no buyable product');
    const sent: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/`, () => HttpResponse.html(shellPage('fresh'))),
      // Like Laravel, a stale token is refused before the add runs; the fresh one goes on to the demo shop's cart.
      http.post(`${BASE}/user/addToCart`, ({ request }) => {
        const token = request.headers.get('X-CSRF-TOKEN');
        sent.push(token);
        return token === 'fresh' ? undefined : new HttpResponse('Page Expired', { status: 419 });
      }),
    );
    const before = await itemsInCart();
    await client('/user/addToCart', { method: 'POST', body: JSON.stringify({ id: item.id, quantity: 1 }) });
    expect(await itemsInCart()).toBe(before + 1);
    expect(sent).toEqual(['token-1', 'fresh']);
  });

  it('sends one Idempotency-Key per state change, reused by its retry after a CSRF refresh', async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    server.use(
      http.get(`${BASE}/`, () => HttpResponse.html(shellPage('fresh'))),
      http.post(`${BASE}/user/addToCart`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        calls += 1;
        return calls === 1 ? new HttpResponse('Page Expired', { status: 419 }) : HttpResponse.json(product);
      }),
    );
    await client('/user/addToCart', { method: 'POST', body: '{}', schema: Product });
    await client('/user/addToCart', { method: 'POST', body: '{}', schema: Product });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends no Idempotency-Key on reads', async () => {
    let key: string | null = 'unset';
    server.use(
      http.get(`${BASE}/home/product-details/x`, ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json(product);
      }),
    );
    await client('/home/product-details/x', { schema: Product });
    expect(key).toBeNull();
  });

  it('after a 419, a shell page without a token input leaves only the refreshed cookie to carry the token', async () => {
    const sent: Array<[string | null, string | null]> = [];
    server.use(
      http.get(`${BASE}/`, () =>
        HttpResponse.html('<html><body><div id="root"></div></body></html>', {
          headers: { 'Set-Cookie': 'XSRF-TOKEN=from-cookie; Path=/' },
        }),
      ),
      http.post(`${BASE}/a`, ({ request }) => {
        sent.push([request.headers.get('X-CSRF-TOKEN'), request.headers.get('X-XSRF-TOKEN')]);
        return sent.length === 1 ? new HttpResponse(null, { status: 419 }) : HttpResponse.json({});
      }),
    );
    await client('/a', { method: 'POST' });
    expect(sent[1]?.[0]).toBeNull();
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });

  it('gives up with SessionExpiredError on a second 419 (no loop)', async () => {
    let refreshes = 0;
    let attempts = 0;
    server.use(
      http.get(`${BASE}/`, () => {
        refreshes += 1;
        return HttpResponse.html(shellPage(`fresh-${refreshes}`));
      }),
      http.post(`${BASE}/user/addToCart`, () => {
        attempts += 1;
        return new HttpResponse('Page Expired', { status: 419 });
      }),
    );
    const error = await rejection(client('/user/addToCart', { method: 'POST', body: '{}' }));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect({ refreshes, attempts }).toEqual({ refreshes: 1, attempts: 2 });
  });

  it('shares one token refresh between requests that hit 419 together', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/`, async () => {
        refreshes += 1;
        await delay(20);
        return HttpResponse.html(shellPage('fresh'));
      }),
      http.post(`${BASE}/a`, ({ request }) =>
        request.headers.get('X-CSRF-TOKEN') === 'fresh'
          ? HttpResponse.json({})
          : new HttpResponse(null, { status: 419 }),
      ),
    );
    await Promise.all([client('/a', { method: 'POST' }), client('/a', { method: 'POST' })]);
    expect(refreshes).toBe(1);
  });

  it('turns a 5xx into a ServerError with its status (and the server text when it sent one)', async () => {
    server.use(
      http.get(`${BASE}/boom`, () => HttpResponse.html('<h1>Whoops</h1>', { status: 503 })),
      http.get(`${BASE}/user/invoice/download/1`, () =>
        HttpResponse.json({ error: 'Access Denied' }, { status: 500 }),
      ),
    );
    await expect(client('/boom')).rejects.toMatchObject({ kind: 'server', status: 503 });
    const denied = await rejection(
      client('/user/invoice/download/1', { headers: { Accept: 'application/pdf' } }),
    );
    expect(denied).toBeInstanceOf(ServerError);
    expect(denied).toMatchObject({ status: 500, userMessage: 'Access Denied' });
  });

  it('turns other 4xx into HttpStatusError', async () => {
    server.use(http.get(`${BASE}/missing`, () => new HttpResponse(null, { status: 404 })));
    await expect(client('/missing')).rejects.toBeInstanceOf(HttpStatusError);
  });

  it('turns a network failure into a NetworkError', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    await expect(client('/down')).rejects.toBeInstanceOf(NetworkError);
  });

  it('turns a slow answer into a TimeoutError after the per-call limit', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const error = await rejection(client('/slow', { timeoutMs: 30 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30, operation: 'GET /slow' });
  });

  it('passes the caller’s abort through untouched (TanStack Query cancellation)', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = rejection(client('/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
  });

  it('names the operation and the failing paths when the body breaks the contract', async () => {
    server.use(
      http.get(`${BASE}/home/product-details/red-shoe`, () =>
        HttpResponse.json({ product: { id: 7, slug: 'red-shoe', price: null } }),
      ),
    );
    const error = await rejection(client('/home/product-details/red-shoe?ref=home', { schema: Product }));
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({
      operation: 'GET /home/product-details/red-shoe',
      issues: ['product.price: expected number, received null'],
    });
    expect((error as Error).message).toContain('product.price: expected number, received null');
  });

  it('uses the operation name the caller gives', async () => {
    server.use(http.get(`${BASE}/home/product-details/x`, () => HttpResponse.json({})));
    const error = await rejection(
      client('/home/product-details/x', { schema: Product, operation: 'GET /home/product-details/{slug}' }),
    );
    expect(error).toMatchObject({
      operation: 'GET /home/product-details/{slug}',
      issues: ['product: expected object, received undefined'],
    });
  });

  it('treats truncated JSON as a contract breach', async () => {
    server.use(
      http.get(
        `${BASE}/home/page`,
        () =>
          new HttpResponse('{"product": {"id": 7, "sl', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(client('/home/page', { schema: Product })).rejects.toBeInstanceOf(ContractError);
  });

  it('treats an HTML page where JSON was expected as a contract breach', async () => {
    server.use(http.get(`${BASE}/home/page`, () => HttpResponse.html('<pre>dd()</pre>')));
    await expect(client('/home/page', { schema: Product })).rejects.toBeInstanceOf(ContractError);
  });

  it('returns a Blob for files (PDF invoices)', async () => {
    server.use(
      http.get(
        `${BASE}/user/invoice/download/1`,
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    const file = await client<Blob>('/user/invoice/download/1', { headers: { Accept: 'application/pdf' } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF');
  });
});

describe('the default client', () => {
  it('falls back to this origin and the Vite base path when the page has no base_url meta', async () => {
    vi.resetModules();
    const { httpClient } = await import('./client.ts');
    server.use(http.get(`${window.location.origin}/settings/data`, () => HttpResponse.json({ ok: true })));
    await expect(httpClient('/settings/data')).resolves.toEqual({ ok: true });
  });
});
