/**
 * Social sign-in on the Node demo server, tried as an attacker would (issue 35 §1): Firebase uids are not secrets,
 * so a `POST /social-login` naming a uid and the demo customer's e-mail, sent with the page's own CSRF headers,
 * must not sign in as that customer. Only an ID token the provider issued proves who signed in. Both flavours
 * answer social sign-in with the same handler; each is tried.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../data/users';
import { createDemoServer, listen } from './demo-server';

const dist = mkdtempSync(join(tmpdir(), 'mf-social-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

/** A browser that opened a page of the shop: its cookies, and the CSRF headers that page gives its requests. */
async function pageVisitor(base: string) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = (line.split(';')[0] ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const page = await fetch(`${base}/login`, { headers: { Accept: 'text/html' } });
  remember(page);
  const html = await page.text();
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  // The faithful page prints the token as a hidden input (Blade's `_token`); the default one leaves the cookie.
  const pageToken = /id="token" name="_token" value="([^"]+)"/.exec(html)?.[1] ?? xsrf;
  expect(xsrf, 'the page set the XSRF-TOKEN cookie').not.toBe('');

  const send = async (method: 'GET' | 'POST', path: string, json?: Record<string, unknown>) => {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
        'X-CSRF-TOKEN': pageToken,
        'X-XSRF-TOKEN': xsrf,
        Cookie: cookie(),
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    remember(response);
    return response;
  };
  /** Who the session belongs to now: the user's e-mail, or null for a guest (401, or the faithful 200 `{error}`). */
  const signedInAs = async () => {
    const answer = await send('GET', '/home/check-auth');
    if (answer.status !== 200) return null;
    const body = (await answer.json()) as { user?: { email?: string } };
    return body.user?.email ?? null;
  };
  return { send, signedInAs };
}

describe.each([
  { flavour: 'friendly' as const, captcha: {} },
  // The faithful flavour runs with reCAPTCHA on: its password sign-in needs a captcha answer.
  { flavour: 'faithful' as const, captcha: { captcha: 'demo-captcha-token' } },
])('social sign-in on the demo server ($flavour)', ({ flavour, captcha }) => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createDemoServer({ flavour, staticDir: dist, realtime: false });
    base = await listen(server, 0);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a posted uid and the demo customer’s e-mail, with the page’s CSRF headers, do not sign in', async () => {
    const attacker = await pageVisitor(base);
    const attempt = await attacker.send('POST', '/social-login', { uid: 'x', email: DEMO_CUSTOMER_EMAIL });
    expect(attempt.status).toBe(422);
    expect(await attempt.json()).toMatchObject({ errors: { id_token: ['The id token field is required.'] } });
    expect(await attacker.signedInAs()).toBeNull();

    const forged = await attacker.send('POST', '/social-login', {
      uid: 'x',
      email: DEMO_CUSTOMER_EMAIL,
      id_token: 'demo-id-token.000000000000000000000000000000000000000000000000',
    });
    expect(forged.status).toBe(422);
    expect(await attacker.signedInAs()).toBeNull();

    // The same headers do carry a state change: the password sign-in of the same visitor succeeds.
    const login = await attacker.send('POST', '/login', {
      email: DEMO_CUSTOMER_EMAIL,
      password: DEMO_PASSWORD,
      remember: 0,
      ...captcha,
    });
    expect(login.status).toBe(200);
    expect(await attacker.signedInAs()).toBe(DEMO_CUSTOMER_EMAIL);
  });
});
