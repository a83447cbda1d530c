/**
 * `DEMO_HTTPS=1`: the demo shop over HTTPS and HTTP/2, as a deployment serves a shop (docs/performance.md, "HTTP/2,
 * as a shop is served"). A TLS front on the public port hands every request to the demo server, which listens on a
 * loopback port of its own — as nginx or a load balancer terminates TLS in front of the Laravel backend. Browsers
 * speak HTTP/2 to it; HTTP/1.1 clients (curl, the WebSocket upgrade of the live notifications) are served too.
 */
import { connect } from 'node:net';
import { request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { readFileSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { demoCertificate } from '../../scripts/demo-certificate.mjs';

export interface TlsCredentials {
  key: string | Buffer;
  cert: string | Buffer;
}

/** Headers of one connection (RFC 9110 §7.6.1, RFC 9113 §8.2.2): never passed on, and forbidden in HTTP/2. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

/** A request's or an answer's headers without HTTP/2's pseudo-headers and the hop-by-hop ones. */
function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

/**
 * The TLS front: every request (HTTP/2 or HTTP/1.1) and every upgrade goes to `target`, a port on 127.0.0.1. The
 * demo server sees the public host (HTTP/2's `:authority`) as the request's Host, as behind any proxy.
 */
export function createTlsFront(target: number, credentials: TlsCredentials): Http2SecureServer {
  const front = createSecureServer({ ...credentials, allowHTTP1: true }, (req, res) => {
    const headers = endToEnd(req.headers);
    headers.host = req.authority || req.headers.host;
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The demo shop behind the TLS front did not answer.');
    });
    req.pipe(upstream);
  });
  // A WebSocket (HTTP/1.1 upgrade): the request as it came, then the two sockets joined.
  front.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(target, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  return front;
}

/**
 * The front's certificate: `DEMO_TLS_CERT` and `DEMO_TLS_KEY` (PEM files: one a browser trusts, from mkcert or a
 * certificate authority) or else a self-signed one for localhost and 127.0.0.1, made once and kept in `cacheDir`
 * (by Vite's basic-ssl plugin; a browser warns about it until told to trust it).
 */
export async function tlsCredentials(
  env: { DEMO_TLS_CERT?: string; DEMO_TLS_KEY?: string },
  cacheDir: string,
): Promise<TlsCredentials> {
  if (env.DEMO_TLS_CERT || env.DEMO_TLS_KEY) {
    if (!env.DEMO_TLS_CERT || !env.DEMO_TLS_KEY)
      throw new Error(
        'DEMO_TLS_CERT and DEMO_TLS_KEY go together: a certificate and its private key (PEM files).',
      );
    return { cert: readFileSync(env.DEMO_TLS_CERT), key: readFileSync(env.DEMO_TLS_KEY) };
  }
  const pem = await demoCertificate(cacheDir);
  return { cert: pem, key: pem };
}
