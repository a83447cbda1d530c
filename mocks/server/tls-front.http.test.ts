/**
 * `DEMO_HTTPS=1`: the TLS front (tls-front.ts) serves the demo shop over HTTP/2 and HTTP/1.1, passes the session's
 * cookies and request bodies through, and joins the live notifications' WebSocket to the server behind it. Runs in
 * the contract-http project (no MSW interception), over real sockets on loopback.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type ClientHttp2Session, type Http2SecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CSP_REPORT_PATH } from '../../scripts/csp';
import { createDemoShop } from '../state/store';
import { CSP_REPORTS_PATH } from './csp-reports';
import { createDemoServer, listen } from './demo-server';
import { SESSION_COOKIE } from './session-stores';
import { createTlsFront, tlsCredentials } from './tls-front';

const dist = mkdtempSync(join(tmpdir(), 'mf-dist-tls-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

const shop = createDemoShop();
let server: Server;
let front: Http2SecureServer;
let base = '';
let session: ClientHttp2Session;
beforeAll(async () => {
  server = createDemoServer({
    staticDir: dist,
    storeFor: () => ({ id: 'b'.repeat(40), shop, created: true }),
    frontOrigin: () => base,
  });
  const behind = await listen(server, 0);
  front = createTlsFront(
    Number(new URL(behind).port),
    await tlsCredentials({}, mkdtempSync(join(tmpdir(), 'mf-tls-'))),
  );
  base = await listen(front, 0);
  session = connect(base, { rejectUnauthorized: false });
});
afterAll(async () => {
  session.close();
  await new Promise<void>((resolve) => front.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** One HTTP/2 exchange on the test's session: status, headers and body as text. */
function exchange(headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const stream = session.request(headers);
      let text = '';
      let answer: Record<string, unknown> = {};
      stream.setEncoding('utf8');
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, text }));
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

describe('the demo shop behind its TLS front (DEMO_HTTPS=1)', () => {
  it('answers a page over HTTP/2 with the shop’s page and its session cookies', async () => {
    expect(base).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await exchange({ ':path': '/', accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(page.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it('names the front’s https address in the page, as the loopback name the page was opened with', async () => {
    const port = new URL(base).port;
    const opened = async (authority: string) =>
      (await exchange({ ':path': '/', ':authority': authority, accept: 'text/html' })).text;
    // Where pusher-js connects (wss on the front's port): the page's own host, so the socket carries its cookie.
    expect(await opened(`localhost:${port}`)).toContain('<meta name="pusher_app_host" content="localhost">');
    expect(await opened(`127.0.0.1:${port}`)).toContain('<meta name="pusher_app_host" content="127.0.0.1">');
    expect(await opened(`127.0.0.1:${port}`)).toContain(`<meta name="pusher_app_port" content="${port}">`);
  });

  it('passes an API request’s body and the CSRF check through, and its answer back', async () => {
    const csp = await exchange(
      { ':method': 'POST', ':path': CSP_REPORT_PATH, 'content-type': 'application/reports+json' },
      JSON.stringify([{ type: 'csp-violation', body: { blockedURL: 'https://evil.example/x.js' } }]),
    );
    expect(csp.status).toBe(204);
    expect((await exchange({ ':path': CSP_REPORTS_PATH })).text).toContain('https://evil.example/x.js');
    const refused = await exchange(
      { ':method': 'POST', ':path': '/cart/add', 'content-type': 'application/json' },
      '{"product_id":42}',
    );
    expect(refused.status).toBe(419);
    expect(JSON.parse(refused.text)).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('serves HTTP/1.1 clients on the same port', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpsRequest(
        `${base}/`,
        { rejectUnauthorized: false, headers: { accept: 'text/html' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  it('joins the live notifications’ WebSocket to the server behind it', async () => {
    const socket = new WebSocket(`${base.replace('https:', 'wss:')}/app/marketfront-demo?protocol=7`, {
      rejectUnauthorized: false,
      headers: { cookie: `${SESSION_COOKIE}=${'b'.repeat(40)}` },
    });
    const first = await new Promise<{ event: string }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as { event: string }));
      socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
      socket.once('error', reject);
    });
    socket.close();
    expect(first.event).toBe('pusher:connection_established');
  });

  it('asks for the certificate and its key together', async () => {
    await expect(tlsCredentials({ DEMO_TLS_CERT: 'cert.pem' }, tmpdir())).rejects.toThrow(
      'DEMO_TLS_CERT and DEMO_TLS_KEY go together',
    );
  });
});
