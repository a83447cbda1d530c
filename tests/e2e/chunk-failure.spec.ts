import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

// R13 (quality bar): after a deploy the screen a shopper opens may have no chunk any more. The page reloads once to
// fetch the new build; if the chunk is still missing, the route's error says a new version is available and offers
// a reload, and the page does not reload again by itself.

/** Counts the main frame's navigations (the reloads) from now on. */
function countNavigations(page: Page) {
  const seen = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count += 1;
  });
  return seen;
}

// The browser and the app both log the missing chunk: that is the failure under test.
test.use({
  expectedConsoleErrors: [
    /Failed to load resource/,
    /dynamically imported module/,
    /Loading chunk/,
    /\[route\]/,
  ],
});

for (const [failure, answer] of [
  ['fails to download', (route: Route) => route.abort('failed')],
  ['is gone (404)', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
] as const) {
  test(`a screen whose chunk ${failure} reloads once, then says a new version is available, with no loop (R13)`, async ({
    shop: page,
  }) => {
    await page.route(/\/assets\/listing-[\w-]+\.js$/, answer);
    const navigations = countNavigations(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'All Products' })
      .click();

    await expect(page.getByRole('heading', { name: 'A new version of the shop is available' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(navigations.count, 'one reload to fetch the new build').toBe(1);
    await page.waitForTimeout(3000);
    expect(navigations.count, 'no reload loop').toBe(1);
    // The header stays usable around the message.
    await expect(page.getByRole('banner')).toBeVisible();
  });
}
