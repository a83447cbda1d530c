/**
 * The Node demo server over real HTTP: sessions per cookie, Laravel-style CSRF, the production build's files
 * (types, compression, caching, SPA fallback). Runs in the contract-http project (no MSW interception).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFrontendMasterProps } from '@/lib/start-data/page-elements';
import { adaptStartProps } from '@/lib/start-data/start-state';
import { createDemoServer, listen } from './demo-server';
import { runInNewContext } from 'node:vm';

const dist = mkdtempSync(join(tmpdir(), 'mf-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(
  join(dist, 'route-files.json'),
  JSON.stringify([
    { path: '/product/:slug', files: ['assets/product.data-Ab12Cd34.js', 'assets/product-Ab12Cd34.css'] },
  ]),
);

let server: Server;
let base = '';
beforeAll(async () => {
  server = createDemoServer({ staticDir: dist });
  base = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A shopper: its own cookie jar, sending X-XSRF-TOKEN from the cookie like axios/our client. */
function shopper() {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit & { json?: unknown; noCsrf?: boolean } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('X-Requested-With', 'XMLHttpRequest');
    headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf && !init.noCsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${base}${path}`, { ...init, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
    return response;
  };
}

/** A GET over node:http, which (unlike fetch) leaves the body as the server encoded it. */
async function rawGet(path: string, headers: Record<string, string>, at = base) {
  const { request } = await import('node:http');
  return new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
    const req = request(`${at}${path}`, { headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const PRODUCT_ID = async (call: ReturnType<typeof shopper>) => {
  const body = (await (await call('/home/daily-deals/?page=1')).json()) as {
    products: { data: { id: number; has_variant: number | boolean; minimum_order_quantity: number }[] };
  };
  return body.products.data.find((p) => !p.has_variant)!;
};

describe('the demo server', () => {
  it('gives each session cookie its own seeded shop', async () => {
    const alice = shopper();
    const bob = shopper();
    await alice('/cart/list');
    await bob('/cart/list');
    const product = await PRODUCT_ID(alice);
    const added = await alice('/user/addToCart', {
      method: 'POST',
      json: { id: product.id, quantity: product.minimum_order_quantity },
    });
    expect(((await added.json()) as { carts: unknown[] }).carts).toHaveLength(1);
    expect(((await (await alice('/cart/list')).json()) as { carts: unknown[] }).carts).toHaveLength(1);
    expect(((await (await bob('/cart/list')).json()) as { carts: unknown[] }).carts).toHaveLength(0);
  });

  it('answers a state change without the session token with 419, like Laravel', async () => {
    const call = shopper();
    await call('/cart/list');
    const refused = await call('/home/subscribers', {
      method: 'POST',
      json: { email: 'a@b.co' },
      noCsrf: true,
    });
    expect(refused.status).toBe(419);
    const wrong = await call('/home/subscribers', {
      method: 'POST',
      json: { email: 'a@b.co' },
      headers: { 'X-CSRF-TOKEN': 'stale' },
    });
    expect(wrong.status).toBe(419);
    const accepted = await call('/home/subscribers', { method: 'POST', json: { email: 'a@b.co' } });
    expect(accepted.status).toBe(200);
  });

  it('serves hashed assets compressed and cached for a year, pages revalidated, page routes as the app', async () => {
    const asset = await fetch(`${base}/assets/index-AbC123xy.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes transparently; the header proves the server compressed.
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('console.log');

    const page = await fetch(`${base}/product/some-slug`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const missing = await fetch(`${base}/assets/missing-12345678.js`);
    expect(missing.status).toBe(404);
  });

  it('compresses with brotli when asked', async () => {
    const raw = await rawGet('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'br, gzip' });
    expect(raw.encoding).toBe('br');
    expect(raw.bytes.length).toBeLessThan(4000);
    expect(() => gunzipSync(raw.bytes)).toThrow();
  });

  it('compresses API answers in the encoding the client takes, as a web server in front of the backend does', async () => {
    const api = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const plain = await rawGet('/language/keywords', api);
    expect(plain.encoding).toBeUndefined();
    const keywords = JSON.parse(plain.bytes.toString('utf8')) as { lang: Record<string, string> };
    expect(Object.keys(keywords.lang).length).toBeGreaterThan(100);

    const br = await rawGet('/language/keywords', { ...api, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/Accept-Encoding/i);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(keywords);

    const gzip = await rawGet('/language/keywords', { ...api, 'Accept-Encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(keywords);

    // A small answer goes as it is.
    const small = await rawGet('/cart/list', { ...api, 'Accept-Encoding': 'br' });
    expect(small.bytes.length).toBeLessThanOrEqual(512);
    expect(small.encoding).toBeUndefined();
  });

  it('preloads the screen a page’s address opens, beside the first route', async () => {
    const product = await (
      await fetch(`${base}/product/red-shoe`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(product).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product.data-Ab12Cd34.js">',
    );
    expect(product).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/product-Ab12Cd34.css">',
    );
    // …and the answer the screen waits for, which the client's fetch then takes (docs/performance.md, "Route
    // preloads").
    expect(product).toContain(
      '<link rel="preload" href="/home/product-details/red-shoe" as="fetch" crossorigin="anonymous">',
    );
    const home = await (await fetch(`${base}/`, { headers: { Accept: 'text/html' } })).text();
    expect(home).not.toContain('modulepreload');
  });

  it('prints the start props into the page as the backend does (the same as /start-data), and preloads the keywords', async () => {
    const call = shopper();
    const page = await call('/', { headers: { Accept: 'text/html' } });
    const html = await page.text();
    // The static header shell stays in #root; the props sit beside it, in the Blade view's element.
    expect(html).toMatch(/<div id="root"><\/div>\s*<div id="app">\s*<frontend_master/);
    expect(html).toContain(
      '<link rel="preload" href="/language/keywords" as="fetch" crossorigin="anonymous">',
    );

    // The app's element alone: happy-dom would try to fetch the page's preloads.
    const window = new Window();
    const app = new window.DOMParser().parseFromString(
      html.match(/<div id="app">[\s\S]*?<\/div>/)?.[0] ?? '',
      'text/html',
    );
    const props = readFrontendMasterProps(app as unknown as Document);
    await window.happyDOM.close();
    expect(props).not.toBeNull();
    // Same session, same answer: the page's props are what the demo shop's GET /start-data would have sent.
    const fromEndpoint = (await (await call('/start-data')).json()) as Record<string, unknown>;
    expect(props).toEqual(fromEndpoint);
    const start = await adaptStartProps(props, 'page <frontend_master>');
    expect(start.languages.length).toBeGreaterThan(1);
    expect(start.sliders.length).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  const signedIn = async () => {
    const call = shopper();
    await call('/cart/list');
    const login = await call('/login', {
      method: 'POST',
      json: { email: 'customer@marketfront.test', password: 'secret123' },
    });
    expect(await login.json()).toMatchObject({ success: 'Login Successfully' });
    expect((await call('/home/check-auth')).status).toBe(200);
    return call;
  };

  /** `count` cookie-less GETs, a few at a time; returns every Set-Cookie they carried. */
  const cookieless = async (
    count: number,
    path: (i: number) => string,
    headers: Record<string, string> = {},
  ) => {
    const cookies: string[] = [];
    for (let i = 0; i < count; i += 25) {
      const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) =>
        fetch(`${base}${path(i + j)}`, { headers }).then(async (r) => {
          cookies.push(...r.headers.getSetCookie());
          await r.arrayBuffer();
        }),
      );
      await Promise.all(batch);
    }
    return cookies;
  };

  it('keeps a signed-in shopper signed in through 600 cookie-less requests for the app’s files', async () => {
    const call = await signedIn();
    // …and a new visitor who has loaded one page, whose cookie has not come back yet.
    const newcomer = shopper();
    await newcomer('/', { headers: { Accept: 'text/html' } });
    const cookies = await cookieless(600, () => '/assets/index-AbC123xy.js');
    expect(cookies).toEqual([]);
    expect((await call('/home/check-auth')).status).toBe(200);
    const back = await newcomer('/cart/list');
    expect(back.headers.getSetCookie().filter((c) => c.startsWith('mf_demo_session='))).toEqual([]);
  });

  it('keeps a returning shopper’s session through 600 new visitors’ pages, API calls and unknown paths', async () => {
    const call = await signedIn();
    const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
    await cookieless(200, (i) => `/product/p-${i}`, { Accept: 'text/html' });
    await cookieless(200, () => '/cart/list', xhr);
    expect(await cookieless(200, (i) => `/wp-login-${i}.php`, xhr)).toEqual([]);
    expect((await call('/home/check-auth')).status).toBe(200);
  }, 60_000);
});

describe('the expire-token control', () => {
  it('rotates the session token without refreshing the cookie, so the next state change gets a 419', async () => {
    const call = shopper();
    await call('/cart/list');
    expect((await call('/home/subscribers', { method: 'POST', json: { email: 'x@y.co' } })).status).toBe(200);
    expect((await call('/__demo-shop/expire-csrf-token', { method: 'POST' })).status).toBe(204);
    expect((await call('/home/subscribers', { method: 'POST', json: { email: 'z@y.co' } })).status).toBe(419);
    // Loading a page refreshes the cookie, like Laravel: the retry passes.
    await call('/', { headers: { Accept: 'text/html' } });
    expect((await call('/home/subscribers', { method: 'POST', json: { email: 'z@y.co' } })).status).toBe(200);
  });
});

describe('the faithful flavour', () => {
  let faithful: Server;
  let at = '';
  beforeAll(async () => {
    faithful = createDemoServer({ flavour: 'faithful', staticDir: dist });
    at = await listen(faithful, 0);
  });
  afterAll(() => new Promise<void>((resolve) => faithful.close(() => resolve())));

  it('renders the Blade-like shell: hidden inputs and <frontend_master> props, no /start-data or /csrf-token', async () => {
    const page = await fetch(`${at}/category/anything`, { headers: { Accept: 'text/html' } });
    const html = await page.text();
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    expect(html).toContain(`<input type="hidden" id="base_url" value="${at}">`);
    expect(html).toContain(`<input type="hidden" id="token" name="_token" value="${token}">`);
    expect(html).toMatch(/<frontend_master\s/);
    expect(html).toContain(':shop_follower="&quot;&quot;"');
    expect(html).not.toContain(':carts=');
    expect(html).not.toContain(':user=');
    expect(html).toContain('&quot;seller_system&quot;:&quot;1&quot;');
    for (const path of ['/start-data', '/csrf-token']) {
      const answer = await fetch(`${at}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it('takes base_url and the page’s addresses from its configuration, never from a Host header', async () => {
    const hostile = async (path: string, accept: string) =>
      (await rawGet(path, { Host: 'evil.example:666', Accept: accept }, at)).bytes.toString('utf8');
    const page = await hostile('/category/anything', 'text/html');
    expect(page).toContain(`<input type="hidden" id="base_url" value="${at}">`);
    expect(page).not.toContain('evil.example');
    expect(JSON.parse(await hostile('/settings-data', 'application/json'))).toEqual({ static_asset: at });
    // The same server reached by another loopback name keeps working there (cookies are per host name).
    const port = new URL(at).port;
    const local = await rawGet('/', { Host: `localhost:${port}`, Accept: 'text/html' }, at);
    expect(local.bytes.toString('utf8')).toContain(`id="base_url" value="http://localhost:${port}"`);

    const configured = createDemoServer({
      flavour: 'faithful',
      staticDir: dist,
      baseUrl: 'https://shop.example/',
    });
    const configuredAt = await listen(configured, 0);
    try {
      const shell = await rawGet('/', { Host: 'evil.example', Accept: 'text/html' }, configuredAt);
      expect(shell.bytes.toString('utf8')).toContain(
        '<input type="hidden" id="base_url" value="https://shop.example">',
      );
    } finally {
      await new Promise<void>((resolve) => configured.close(() => resolve()));
    }
  });

  it('redirects a guest to /login, answers {captcha} and {static_asset} like the backend', async () => {
    const guest = await fetch(`${at}/user/wallet-data`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      redirect: 'manual',
    });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login');
    expect(await (await fetch(`${at}/settings-data`)).json()).toEqual({ static_asset: at });

    const first = await fetch(`${at}/cart/list`);
    const cookies = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '');
    const login = (captcha?: string) =>
      fetch(`${at}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies, 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ email: 'customer@marketfront.test', password: 'secret123', captcha }),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(await login()).toEqual({ captcha: expect.any(String) as string });
    expect(await login('token')).toMatchObject({ success: 'Login Successfully' });
  });

  it('gives its page (reCAPTCHA on) the demo’s same-origin stand-in for Google’s script', async () => {
    const html = await (await fetch(`${at}/login`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('<script src="/__demo-shop/recaptcha-stand-in.js" defer></script>');
    const script = await fetch(`${at}/__demo-shop/recaptcha-stand-in.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Run as the page would: it defines a working grecaptcha whose answer the login accepts.
    const page = { grecaptcha: undefined as undefined | { render: unknown; reset: unknown } };
    runInNewContext(await script.text(), { window: page });
    expect(typeof page.grecaptcha?.render).toBe('function');
    expect(typeof page.grecaptcha?.reset).toBe('function');
  });
});
