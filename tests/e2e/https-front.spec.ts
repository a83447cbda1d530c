import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumEnv, journeyChromiumPath } from '../../scripts/chromium';

// DEMO_HTTPS=1 (ADR 060): the production build (`preview:demo`'s, built for the faithful project) behind the demo
// server's TLS front, as a shop is served. The browser speaks HTTP/2 to it, and the live notifications' WebSocket goes
// through it to the demo server. Opened as https://localhost, the name the page keeps for its socket.
const PORT = Number(process.env.E2E_HTTPS_PORT ?? 4177);
const ORIGIN = `https://localhost:${PORT}`;

let server: ChildProcess;
let browser: Browser;

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/demo-server.mjs'], {
    env: { ...process.env, PORT: String(PORT), DEMO_HTTPS: '1', DEMO_DIST: 'dist-faithful' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the HTTPS demo server did not start within 60 s')),
      60_000,
    );
    server.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Demo shop')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`the HTTPS demo server exited (${code})`)));
  });
  // Its certificate is self-signed: this browser is told to accept it, as a shopper's trusts a shop's.
  browser = await chromium.launch({
    executablePath: journeyChromiumPath(),
    args: [...chromiumArgs, '--ignore-certificate-errors'],
    env: chromiumEnv(),
  });
});

test.afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

test('over HTTPS and HTTP/2, a shopper browses, signs in and hears live notifications through the front', async () => {
  const page = await browser.newPage({ ignoreHTTPSErrors: true });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    frames.push(`open ${socket.url()}`);
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });

  await page.goto(`${ORIGIN}/category/electronics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');

  await page.goto(`${ORIGIN}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('customer@marketfront.test');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await expect.poll(() => frames[0]).toMatch(new RegExp(`^open wss://localhost:${PORT}/app/`));
  await expect.poll(() => frames.some((f) => f.includes('pusher:connection_established'))).toBe(true);
  await expect
    .poll(() => frames.some((f) => f.includes('pusher_internal:subscription_succeeded')))
    .toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
