import { buyableProducts } from '../helpers/demo-products';
import { cartCount, cartLink, chunkFetched, expect, test } from './fixtures';

// Offline, the browser logs every request it cannot send; that is the situation under test, not a fault.
test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/] });

// Issue 11, "offline and flaky networks": a shopper loses the connection while adding to the cart; the shop says
// so, shows the change as waiting, and applies it exactly once when the connection returns.
test('an add to cart made offline waits, is shown, and counts exactly once when the connection returns', async ({
  shop: page,
  context,
}) => {
  const [product] = buyableProducts(1);
  if (!product) throw new Error('the demo catalogue has no buyable product');
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
  const before = await cartCount(page);
  // The connection notice is one of the widgets the page loads once it is idle (after the first screen). A shopper
  // who loses the connection has been on the page for a moment; in this build (no app worker to serve the chunk
  // from its cache, unlike production) going offline before that chunk arrived would leave no notice to show.
  await chunkFetched(page, 'ConnectionNotice');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  // The change is shown at once and said to be waiting; nothing spins forever, nothing fails.
  await expect(cartLink(page)).toHaveAccessibleName(`Cart: ${before + 1} item${before + 1 === 1 ? '' : 's'}`);
  await expect(page.getByText('1 cart change waiting for the connection')).toBeVisible();

  await context.setOffline(false);
  // Exact: for its first second the toast's text is also in Radix's screen-reader announcement ("Notification
  // Success…"), and with a faster page the toast can already be up when this check starts.
  await expect(
    page.getByText('You are back online. Waiting changes are being sent.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);

  // Applied once: the count the server answers is the old one plus one, and stays so after a reload.
  await expect(cartLink(page)).toHaveAccessibleName(`Cart: ${before + 1} item${before + 1 === 1 ? '' : 's'}`);
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName(`Cart: ${before + 1} item${before + 1 === 1 ? '' : 's'}`);
});

// ADR 032: the app's worker (Workbox, src/app/pwa/sw.ts) ships in real production builds only. In this build the
// demo shop's MSW worker owns the scope, and one scope has one worker: no sw.js, no second registration.
test('the demo shop build has no app worker: the demo shop’s own worker keeps the scope', async ({
  shop: page,
}) => {
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) =>
            (registration.active ?? registration.installing ?? registration.waiting)?.scriptURL,
        ),
      ),
    )
    .toEqual([expect.stringMatching(/\/demo-shop-worker\.js\?own=/)]);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type'] ?? '').not.toMatch(/javascript/);
});

// ADR 075: the build's files go to the network without waking the demo shop's worker, which used to fetch each one
// itself after asking the page (Playwright reports a request the worker makes with its worker). The shop's answers
// still come from the demo shop.
test('the build’s files bypass the demo shop’s worker, and its answers still come from the demo shop', async ({
  shop: page,
  context,
}) => {
  const throughWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) throughWorker.push(new URL(request.url()).pathname);
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  const loaded = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/')).length,
  );
  expect(loaded).toBeGreaterThan(0);
  expect(throughWorker.filter((path) => path.startsWith('/assets/'))).toEqual([]);
});
