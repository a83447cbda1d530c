/**
 * The demo server sends the shop's Content-Security-Policy (scripts/csp.ts, R5) with its pages — the app's and the
 * build's offline page — and not with scripts, styles or API answers. Runs in the contract-http project.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../scripts/csp';
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
  beforeAll(async () => {
    friendly = await start({ staticDir: dist, realtime: false });
    faithful = await start({ staticDir: dist, flavour: 'faithful', realtime: false });
  });
  const csp = async (url: string, init?: RequestInit) =>
    (await fetch(url, init)).headers.get('content-security-policy');

  it('comes with every page: the app’s (both flavours, deep links too) and the offline page', async () => {
    const page = { headers: { accept: 'text/html' } };
    expect(await csp(`${friendly}/`, page)).toBe(CONTENT_SECURITY_POLICY);
    expect(await csp(`${friendly}/product/some-shoe`, page)).toBe(CONTENT_SECURITY_POLICY);
    expect(await csp(`${faithful}/cart`, page)).toBe(CONTENT_SECURITY_POLICY);
    expect(await csp(`${friendly}/offline.html`)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('does not come with the build’s scripts or the API’s answers', async () => {
    expect(await csp(`${friendly}/assets/index-AbC123xy.js`)).toBeNull();
    expect(
      await csp(`${friendly}/settings-data`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
    ).toBeNull();
  });
});
