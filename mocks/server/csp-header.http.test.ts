/**
 * The demo server sends the shop's Content-Security-Policy (scripts/csp.ts, R5) with its pages — the app's and the
 * build's offline page — and not with scripts, styles or API answers. The app's page gets what a shop with the
 * settings it carries sends: the base policy plus the hosts of the vendor-script and form payment methods they
 * switch on (page-policy.ts) — the seeded shop has PayPal on, the faithful flavour JazzCash too. Runs in the
 * contract-http project.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  cspWith,
  JAZZ_CASH_CSP,
  PAYPAL_CSP,
  serializeCsp,
} from '../../scripts/csp';
import { getCatalogue } from '../data/catalogue';
import { createDemoShop } from '../state/store';
import { createDemoServer, listen } from './demo-server';

const dist = mkdtempSync(join(tmpdir(), 'mf-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'offline.html'), '<!doctype html><html><head></head><body>Offline</body></html>');
writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), 'console.log(1);');

const servers: Server[] = [];
const start = async (options: Parameters<typeof createDemoServer>[0]) => {
  const server = createDemoServer(options);
  servers.push(server);
  return listen(server, 0);
};
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

describe('the demo server’s Content-Security-Policy header', () => {
  let friendly = '';
  let faithful = '';
  let withoutPayPal = '';
  beforeAll(async () => {
    friendly = await start({ staticDir: dist, realtime: false });
    faithful = await start({ staticDir: dist, flavour: 'faithful', realtime: false });
    const seeded = getCatalogue();
    const shop = createDemoShop({
      catalogue: { ...seeded, settings: { ...seeded.settings, is_paypal_activated: 0 } },
    });
    withoutPayPal = await start({
      staticDir: dist,
      realtime: false,
      storeFor: () => ({ id: 'c'.repeat(40), shop, created: false }),
    });
  });
  const csp = async (url: string, init?: RequestInit) =>
    (await fetch(url, init)).headers.get('content-security-policy');
  const page = { headers: { accept: 'text/html' } };

  it('comes with every page: the app’s (both flavours, deep links too) and the offline page', async () => {
    const withPayPal = serializeCsp(cspWith(CSP_DIRECTIVES, PAYPAL_CSP));
    // The payment methods' hosts only where a shopper pays: the payment page (with or without a code) and the wallet.
    expect(await csp(`${friendly}/payment`, page)).toBe(withPayPal);
    expect(await csp(`${friendly}/payment/YR-0000012345`, page)).toBe(withPayPal);
    expect(await csp(`${friendly}/my-wallet`, page)).toBe(withPayPal);
    expect(await csp(`${faithful}/payment`, page)).toBe(
      serializeCsp(cspWith(CSP_DIRECTIVES, PAYPAL_CSP, JAZZ_CASH_CSP)),
    );
    // Every other page keeps the base policy.
    expect(await csp(`${friendly}/`, page)).toBe(CONTENT_SECURITY_POLICY);
    expect(await csp(`${friendly}/product/some-shoe`, page)).toBe(CONTENT_SECURITY_POLICY);
    expect(await csp(`${faithful}/cart`, page)).toBe(CONTENT_SECURITY_POLICY);
    // …and tells the app so, which then enters the paying pages by loading them (src/app/shell/document-loads.ts).
    expect(await (await fetch(`${friendly}/cart`, page)).text()).toContain(
      '<meta name="page_policy" content="per-route">',
    );
    expect(await (await fetch(`${faithful}/cart`, page)).text()).toContain(
      '<input type="hidden" id="page_policy" value="per-route">',
    );
    // No session, no settings: the offline page pays nothing.
    expect(await csp(`${friendly}/offline.html`)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('is the base policy for a shop whose settings switch no vendor-script or form payment on', async () => {
    expect(await csp(`${withoutPayPal}/payment`, page)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('does not come with the build’s scripts or the API’s answers', async () => {
    expect(await csp(`${friendly}/assets/index-AbC123xy.js`)).toBeNull();
    expect(
      await csp(`${friendly}/settings-data`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
    ).toBeNull();
  });
});

describe('the demo server’s CSP reporting endpoint', () => {
  it('names it on every page, prints each report of either format, and keeps them for the journeys', async () => {
    const printed: string[] = [];
    const at = await start({
      staticDir: dist,
      realtime: false,
      printCspReport: (line) => printed.push(line),
    });
    const page = await fetch(`${at}/`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('reporting-endpoints')).toBe('csp-endpoint="/csp-report"');
    expect(page.headers.get('content-security-policy')).toContain('report-uri /csp-report');

    // The old format (report-uri), without a token or a session, like a browser.
    const old = await fetch(`${at}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${at}/product/x`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    });
    expect(old.status).toBe(204);
    expect(old.headers.getSetCookie()).toEqual([]);
    // The Reporting API's list (report-to).
    const current = await fetch(`${at}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: `${at}/cart`, effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
        },
        { type: 'deprecation', body: {} },
      ]),
    });
    expect(current.status).toBe(204);
    expect(printed).toEqual([
      `[csp] script-src-elem blocked https://evil.example/x.js on ${at}/product/x`,
      `[csp] script-src-elem blocked inline on ${at}/cart`,
    ]);
    expect(await (await fetch(`${at}/__demo-shop/csp-reports`)).json()).toHaveLength(2);
  });
});
