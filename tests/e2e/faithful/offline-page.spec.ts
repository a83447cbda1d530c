import { expect, test } from '../fixtures';

// ADR 032 under R5: offline, a navigation gets the precached offline page, which the shop's Content-Security-Policy
// covers like every page: its style and script are files it precaches with it (no inline style, script or
// handler), so it looks as designed, its "Try again" works, and the fixture sees no violation. Online, the worker
// (Workbox, src/app/pwa/sw.ts) stores the build's own files only: never a page, never an API answer (R7).

test('offline, a page opens the styled offline page, whose Try again works offline and back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The worker registers after load and idle (AppUpdates), precaches the build, and controls the next load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/blogs');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests, 'the pages asked the backend for data through the worker').not.toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  const paths = cached.map((url) => new URL(url).pathname);
  expect(paths).toContain('/offline.html');
  expect(
    paths.filter(
      (path) => !/^\/(?:assets\/|icons\/|offline\.(?:html|css|js)$|manifest\.webmanifest$)/.test(path),
    ),
    'cached, though not a file of the build',
  ).toEqual([]);
  expect(cached.filter((url) => requests.includes(url))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  // offline.css: the accent button, not the browser's grey one.
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toHaveCSS('background-color', 'rgb(11, 92, 173)');

  // offline.js: "Try again" reloads (a new document, still the offline page while the connection is down).
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
  await tryAgain.click();
  // Asked while the page reloads, the old page's context may be gone: that is "not yet", not a failure.
  await expect.poll(() => page.evaluate(() => 'beforeRetry' in window).catch(() => true)).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  // Back online, the shop's page that was asked for opens. The page reloads by itself on `online`, which Chromium
  // may fire before its service worker is back online too; then "Try again" does it. The button can go with that
  // reload between being seen and being clicked: a click then waits for it (with no limit of its own, up to the test's
  // timeout, as in a loaded clean-clone run), so it is given one and the check is tried again.
  await context.setOffline(false);
  await expect(async () => {
    if (await tryAgain.isVisible()) await tryAgain.click({ timeout: 2_000 });
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page).toHaveURL(/\/blogs$/);
});
