// The yardstick of P8 (ADR 050): the minimal React + React Router + TanStack Query app (bench/minimal-app), built
// like the storefront, and its JavaScript's gzip size. `npm test` (check-budgets) and `npm run bench` subtract it
// from the first route to report our own code on it. `BENCH_FLOOR=1` serves it to Lighthouse (`npm run bench`), and
// serves bench/interaction-floor the same way to `npm run bench:interactions`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { demoCertificate } from '../demo-certificate.mjs';

/**
 * Builds the minimal app (or another page of bench/ at `root`) into `outDir` as the storefront is built; returns the
 * build's manifest.
 */
export async function buildMinimalApp(outDir, root = 'bench/minimal-app') {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, target: 'es2022', manifest: true, emptyOutDir: true },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** gzip (level 9) bytes of the minimal app's JavaScript. */
export async function minimalAppGzip() {
  const out = mkdtempSync(join(tmpdir(), 'mf-minimal-'));
  try {
    const manifest = await buildMinimalApp(out);
    return Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .reduce((sum, chunk) => sum + gzipSync(readFileSync(join(out, chunk.file)), { level: 9 }).length, 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Builds the minimal app (or the page of bench/ at `root`) and serves its files on 127.0.0.1:`port`, gzipped as the
 * demo server sends the storefront's, over HTTPS and HTTP/2 with the demo server's certificate unless `http1`.
 * Resolves to the port it listens on (`port` 0: one the system chose) and a function that stops the server and
 * removes the build.
 */
export async function serveMinimalApp({ port, http1, root = 'bench/minimal-app' }) {
  const dir = mkdtempSync(join(tmpdir(), 'mf-floor-'));
  await buildMinimalApp(dir, root);
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const pem = http1 ? null : await demoCertificate();
  /** @type {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} */
  const serve = (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) return void response.writeHead(404).end();
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': types[/** @type {keyof typeof types} */ (extname(file))] ?? 'application/octet-stream',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(readFileSync(file), { level: 9 }) : readFileSync(file));
  };
  const server = pem
    ? createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, /** @type {any} */ (serve))
    : createServer(serve);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    stop: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
