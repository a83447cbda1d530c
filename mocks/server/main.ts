/**
 * `npm run preview:demo` / `npm run serve:demo`: the demo shop server from the command line.
 *   PORT (default 4173), HOST (default 127.0.0.1), DEMO_BACKEND=friendly|faithful, DEMO_DIST (default dist/,
 *   "none" for the API only), DEMO_REALTIME_SPEED (default 1; 60 = an order status step a second; the default of
 *   every session, each of which may set its own with `?realtime-speed=` on a page), DEMO_BASE_URL (the shop's
 *   public address, e.g. https://shop.example behind a proxy: the faithful shell's `#base_url`, `settings-data`,
 *   where pages point pusher-js; default http://HOST:PORT, also answered as localhost/127.0.0.1 on loopback;
 *   never taken from the Host header), DEMO_PUBLIC=1 (required for a HOST other than loopback: the demo shop hands
 *   out OTP codes and marks payments paid, so it refuses to listen beyond this machine unless told to),
 *   DEMO_SERVER_RENDER=1 (friendly flavour: first screens rendered on the server, server-render.ts),
 *   DEMO_SERVER_RENDER_DIR (where its renderer was built, default dist-server; the journeys build their own),
 *   DEMO_HTTPS=1 (HTTPS and HTTP/2 on PORT, as a deployment serves a shop: tls-front.ts; the certificate from
 *   DEMO_TLS_CERT and DEMO_TLS_KEY, or a self-signed one made once).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFlavour } from '../http/flavour';
import { exposureRefusal } from './public-origin';
import { createDemoServer, listen } from './demo-server';
import { createTlsFront, tlsCredentials } from './tls-front';
import { loadServerRenderer } from './server-render';
import { parseRealtimeSpeed, setRealtimeSpeed } from '../state/live-orders';

const port = Number.parseInt(process.env.PORT ?? '4173', 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number.`);
const host = process.env.HOST || '127.0.0.1';
const refusal = exposureRefusal(host, process.env.DEMO_PUBLIC);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const flavour = parseFlavour(process.env.DEMO_BACKEND);
const distSetting = process.env.DEMO_DIST ?? 'dist';
const staticDir = distSetting === 'none' ? null : resolve(distSetting);
const https = process.env.DEMO_HTTPS === '1';
const baseUrl = process.env.DEMO_BASE_URL || undefined;
if (staticDir && !existsSync(`${staticDir}/index.html`)) {
  throw new Error(`${staticDir}/index.html is missing: run "npx vite build" first (or DEMO_DIST=none).`);
}

// DEMO_REALTIME_SPEED=60: the live order schedule runs 60× faster (docs/adr/031).
setRealtimeSpeed(parseRealtimeSpeed(process.env.DEMO_REALTIME_SPEED) ?? 1);
// DEMO_SERVER_RENDER=1: the friendly flavour renders each page's first screen on the server (server-render.ts),
// with the renderer `npm run build:server-render` wrote to dist-server/ (DEMO_SERVER_RENDER_DIR).
const rendererDir = process.env.DEMO_SERVER_RENDER_DIR || 'dist-server';
// Where the demo server listens, once it does: the server render's loaders ask it there, not through the public address.
let ownOrigin: string | undefined;
const serverRenderer =
  process.env.DEMO_SERVER_RENDER === '1' && flavour === 'friendly'
    ? await loadServerRenderer(rendererDir, () => ownOrigin)
    : null;
if (process.env.DEMO_SERVER_RENDER === '1' && !serverRenderer)
  console.warn(
    `DEMO_SERVER_RENDER=1 but ${rendererDir}/render.js is missing: run "npm run build:server-render".`,
  );
// With DEMO_HTTPS=1, the TLS front's address once it listens: the shop's public origin (public-origin.ts).
let frontOrigin: string | undefined;
const server = createDemoServer({
  flavour,
  staticDir,
  baseUrl,
  serverRenderer,
  frontOrigin: () => frontOrigin,
});
// With DEMO_HTTPS=1 the demo server listens on a loopback port of its own, behind the TLS front on PORT.
if (https) ownOrigin = await listen(server, 0);
const front = ownOrigin
  ? createTlsFront(
      Number(new URL(ownOrigin).port),
      await tlsCredentials(process.env, resolve('node_modules/.cache')),
    )
  : null;
const address = await listen(front ?? server, port, host);
if (front) frontOrigin = address;
ownOrigin ??= address;
console.log(
  `Demo shop (${flavour}) on ${address}${front ? ' (HTTP/2)' : ''}${baseUrl && !front ? ` as ${baseUrl}` : ''}${staticDir ? ` serving ${staticDir}` : ' (API only)'}`,
);

const stop = () => {
  front?.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
