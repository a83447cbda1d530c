import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Spec §2: every navigation starts at the top of the new page, and the way back (or a reload) returns the shopper to
// where they were. A page's first history entry after a document load used to share one key with every other
// document load's (React Router's `"default"`), so a page loaded anew opened as far down as the last one had been
// scrolled (src/lib/navigation/scroll-key.ts).

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a page loaded anew opens at its top, not as far down as the last page was scrolled', async ({
  tab: page,
}) => {
  await page.goto('/');
  // The home page's sections are still arriving and taking their height: scroll to the footer again until it is
  // where they have pushed it (once, on a busy runner, the footer was reached at 724 px, above the sections' end).
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollY(page), 'the home page scrolled down to its footer').toBeGreaterThan(800);
  }).toPass({ timeout: 15_000 });

  // An address typed or pasted, a link from an e-mail in the same tab: a document load of another page.
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeInViewport();
  // Given the time React Router takes to restore a position once the page's data is in.
  await page.waitForTimeout(1000);
  expect(await scrollY(page), 'the listing opened at its top').toBe(0);
});

test('a reload keeps the shopper where they were on the page', async ({ tab: page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeAttached();
  await expect.poll(() => scrollY(page), { message: 'back where the shopper was' }).toBe(600);
});
