/**
 * The demo server as an exposed process (issue 35 §10): a flood of sessions from one address cannot sign other
 * shoppers out, a session becomes a shopper's only after a CSRF-checked state change, request bodies are bounded per
 * route, and the server refuses to listen beyond this machine unless told to.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, listen } from './demo-server';
import { FORM_BODY_BYTES, UPLOAD_BODY_BYTES, bodyLimitFor } from './node-bridge';
import { exposureRefusal } from './public-origin';

let server: Server;
let base = '';
beforeAll(async () => {
  // Small pools, so a flood is a few dozen requests; the client's address comes from a test header.
  server = createDemoServer({
    realtime: false,
    sessionLimits: { limit: 20, newPerAddress: 10, shoppersPerAddress: 5 },
    clientAddress: (req) => String(req.headers['x-test-client'] ?? 'unknown'),
  });
  base = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser at `address`: its own cookies, the XSRF header from the cookie like the storefront's client. */
function browser(address: string) {
  const jar = new Map<string, string>();
  return async (path: string, init: { method?: string; json?: unknown; body?: string } = {}) => {
    const headers: Record<string, string> = {
      'x-test-client': address,
      'x-requested-with': 'XMLHttpRequest',
    };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = (line.split(';')[0] ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
    return response;
  };
}

const signIn = async (call: ReturnType<typeof browser>) => {
  await call('/cart/list');
  const answer = await call('/login', {
    method: 'POST',
    json: { email: 'customer@marketfront.test', password: 'secret123', remember: 0 },
  });
  expect(answer.status).toBe(200);
};
const stillSignedIn = async (call: ReturnType<typeof browser>) =>
  ((await (await call('/home/check-auth')).json()) as { user?: unknown }).user !== undefined;

describe('sessions under a flood', () => {
  it('a session whose cookie merely came back, 60 times from one address, displaces no shopper', async () => {
    const shopper = browser('203.0.113.1');
    await signIn(shopper);
    for (let i = 0; i < 60; i += 1) {
      const attacker = browser('198.51.100.9');
      await attacker('/cart/list');
      await attacker('/cart/list');
    }
    expect(await stillSignedIn(shopper)).toBe(true);
  }, 60_000);

  it('sessions from one address that do change state (sign in, 40 times) displace only that address’s own', async () => {
    const shopper = browser('203.0.113.2');
    await signIn(shopper);
    const first = browser('198.51.100.10');
    await signIn(first);
    for (let i = 0; i < 40; i += 1) await signIn(browser('198.51.100.10'));
    expect(await stillSignedIn(shopper)).toBe(true);
    expect(await stillSignedIn(first)).toBe(false);
  }, 60_000);
});

describe('request bodies', () => {
  it('takes files only where the contract does: 8 MB there, 64 KB elsewhere', async () => {
    expect(bodyLimitFor('/user/complete-order')).toBe(UPLOAD_BODY_BYTES);
    expect(bodyLimitFor('/user/product-review-store')).toBe(UPLOAD_BODY_BYTES);
    expect(bodyLimitFor('/user/addToCart')).toBe(FORM_BODY_BYTES);
    const call = browser('203.0.113.3');
    await call('/cart/list');
    const big = JSON.stringify({ email: `${'a'.repeat(FORM_BODY_BYTES)}@x.co` });
    const refused = await call('/home/subscribers', { method: 'POST', body: big });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'Payload too large' });
    // The same size is fine where a file may travel (it reaches the handler, which answers as usual).
    expect((await call('/user/complete-order', { method: 'POST', body: big })).status).not.toBe(413);
  });
});

describe('listening beyond this machine', () => {
  it('is refused without DEMO_PUBLIC=1, saying why', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(exposureRefusal(host, undefined)).toBeNull();
    expect(exposureRefusal('0.0.0.0', undefined)).toMatch(/one-time codes.*DEMO_PUBLIC=1/s);
    expect(exposureRefusal('192.168.1.5', '')).not.toBeNull();
    expect(exposureRefusal('0.0.0.0', '1')).toBeNull();
  });
});
