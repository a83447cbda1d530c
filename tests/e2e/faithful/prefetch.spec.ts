import { builtChunk } from '../../helpers/built-chunks';
import { expect, test } from '../fixtures';

// Spec §7 and docs/performance.md, "Service worker precache": once the first screen is up, every other screen's
// chunks are brought in ahead of time — and only brought in: none of them runs until its screen opens. In a
// production build the app's service worker does it when it installs (off the main thread); the page itself neither
// fetches nor runs them, and the screen then opens from the worker's cache.
test('the other screens’ chunks are precached after the first screen, without being run, and the screen opens when asked', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  const listed = await page.evaluate(() =>
    fetch('/screen-files.json').then((r) => r.json() as Promise<string[]>),
  );
  expect(listed.length).toBeGreaterThan(40);
  const cartFile = builtChunk('dist-faithful', 'src/app/routes/cart.tsx').slice(1);
  const cartChunk = listed.find((file) => file === cartFile);
  expect(cartChunk, 'the cart screen is in the list').toBeDefined();

  const cached = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  await expect
    .poll(
      async () => {
        const have = new Set(await cached());
        return listed.filter((file) => !have.has(`/${file}`));
      },
      { timeout: 45_000 },
    )
    .toEqual([]);

  // Not fetched by the page, not run: no script, module-preload link or fetch of the page asked for the cart chunk
  // (the worker's own requests are not the page's resource entries).
  const pageEntries = (path: string) =>
    page.evaluate((href) => performance.getEntriesByName(new URL(href, location.href).href).length, path);
  expect(await pageEntries(`/${cartChunk}`)).toBe(0);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
