import { expect, test } from '@playwright/test';

// Spec §7 and ADR 035: once the first screen is up, every other screen's chunks are fetched in idle time — and
// only fetched: none of them runs (no module-preload links, no screen module evaluated) until its screen opens,
// and the screen then opens from the cache.
test('the other screens’ chunks are prefetched after the first screen, without being run, and the screen opens when asked', async ({
  page,
}) => {
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  const listed = await page.evaluate(() =>
    fetch('/screen-files.json').then((r) => r.json() as Promise<string[]>),
  );
  expect(listed.length).toBeGreaterThan(40);
  const cartChunk = listed.find((file) => /\/cart-[\w-]+\.js$/.test(file));
  expect(cartChunk, 'the cart screen is in the list').toBeDefined();

  await expect.poll(() => listed.filter((file) => !fetched.has(`/${file}`)), { timeout: 30_000 }).toEqual([]);
  // Fetched, not run: the cart screen's chunk came only from the prefetch's fetch — no module script or
  // module-preload link asked for it, as `import()` would have.
  const initiators = await page.evaluate(
    (path) =>
      performance
        .getEntriesByName(new URL(path, location.href).href)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    `/${cartChunk}`,
  );
  expect(initiators).toEqual(['fetch']);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
