// What `npm run bench` and `npm run bench:what-if` share: the demo shop they measure and the Chromium they measure in.
import { spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** Chromium's flags for Lighthouse on this kind of machine (README, "Machine facts"). */
export const chromeFlags = ({ http1 }) => [
  ...CHROMIUM_FLAGS,
  // The demo server's self-signed certificate (tls-front.ts): what a shop's real certificate gives a shopper.
  ...(http1 ? [] : ['--ignore-certificate-errors']),
];

/** Starts the demo server on `port` with the build in dist/; resolves to the function that stops it. */
export async function startDemoShop({ port, serverRender, http1 }) {
  const server = spawn(process.execPath, ['scripts/demo-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(serverRender ? { DEMO_SERVER_RENDER: '1' } : {}),
      ...(http1 ? {} : { DEMO_HTTPS: '1' }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the demo server did not start within 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Demo shop')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`the demo server exited (${code})`)));
  });
  return stop;
}

/** The demo shop's JSON answer at `path` (bench/pages.mjs), over the bench's protocol, its certificate accepted. */
export const apiAnswer =
  (origin, { http1 }) =>
  (path) =>
    new Promise((resolve, reject) => {
      const get = http1 ? httpGet : httpsGet;
      const options = {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        ...(http1 ? {} : { rejectUnauthorized: false }),
      };
      get(new URL(path, origin), options, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`${path}: HTTP ${response.statusCode}`)),
        );
      }).on('error', reject);
    });
