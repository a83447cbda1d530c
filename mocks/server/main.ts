/**
 * `npm run preview:demo` / `npm run serve:demo`: the demo shop server from the command line.
 *   PORT (default 4173), HOST (default 127.0.0.1), DEMO_BACKEND=friendly|faithful, DEMO_DIST (default dist/,
 *   "none" for the API only), DEMO_REALTIME_SPEED (default 1; 60 = an order status step a second).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFlavour } from '../http/flavour';
import { createDemoServer, listen } from './demo-server';
import { parseRealtimeSpeed, setRealtimeSpeed } from '../state/live-orders';

const port = Number.parseInt(process.env.PORT ?? '4173', 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number.`);
const host = process.env.HOST || '127.0.0.1';
const flavour = parseFlavour(process.env.DEMO_BACKEND);
const distSetting = process.env.DEMO_DIST ?? 'dist';
const staticDir = distSetting === 'none' ? null : resolve(distSetting);
if (staticDir && !existsSync(`${staticDir}/index.html`)) {
  throw new Error(`${staticDir}/index.html is missing: run "npx vite build" first (or DEMO_DIST=none).`);
}

// DEMO_REALTIME_SPEED=60: the live order schedule runs 60× faster (docs/adr/031).
setRealtimeSpeed(parseRealtimeSpeed(process.env.DEMO_REALTIME_SPEED) ?? 1);
const server = createDemoServer({ flavour, staticDir });
const address = await listen(server, port, host);
console.log(`Demo shop (${flavour}) on ${address}${staticDir ? ` serving ${staticDir}` : ' (API only)'}`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
