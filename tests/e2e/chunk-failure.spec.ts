import type { Page, Route } from '@playwright/test';
import { builtChunk } from '../helpers/built-chunks';
import { expect, test } from './fixtures';

// R13 (quality bar): after a deploy the screen a shopper opens may have no chunk any more. The page reloads once to
// fetch the new build; if the chunk is still missing, the route's error says a new version is available and offers
// a reload, and the page does not reload again by itself.

/** Counts the documents the page loads from now on (the visit, and each reload). */
function countNavigations(page: Page) {
  const seen = { count: 0 };
  page.on('load', () => {
    seen.count += 1;
  });
  return seen;
}

// The browser and the app both log the missing chunk: that is the failure under test.
test.use({
  // [value, options]: an array option is given in Playwright's tuple form.
  expectedConsoleErrors: [
    [/Failed to load resource/, /dynamically imported module/, /Loading chunk/, /\[route\]/],
    { scope: 'test' },
  ],
});

for (const [failure, answer] of [
  ['fails to download', (route: Route) => route.abort('failed')],
  ['is gone (404)', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
] as const) {
  test(`a screen whose chunk ${failure} reloads once, then says a new version is available, with no loop (R13)`, async ({
    tab: page,
  }) => {
    // A shopper opens a listing after a deploy removed its chunk (the page's own first screen: the app has not
    // loaded that chunk already, as it may have at idle on another page).
    const screenChunk = builtChunk('dist-e2e', 'src/app/routes/listing.tsx');
    await page.context().route((url) => url.pathname === screenChunk, answer);
    const navigations = countNavigations(page);
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'A new version of the shop is available' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The visit itself, and one reload to fetch the new build.
    expect(navigations.count, 'one reload to fetch the new build').toBe(2);
    await page.waitForTimeout(3000);
    expect(navigations.count, 'no reload loop').toBe(2);
    // The header stays usable around the message.
    await expect(page.getByRole('banner')).toBeVisible();
  });
}
