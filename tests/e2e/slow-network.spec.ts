import { cartLink, expect, test } from './fixtures';

// R12 (quality bar): on a 400 kbps link with 400 ms round trips (Chromium's network emulation), a shopper who opens
// another screen sees its placeholder within a second, can still open the cart while the screen loads, and the page
// does not jump when the data lands (layout shift ≤ 0.05).

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

test('on a slow network a new screen shows its placeholder at once, the cart still opens, and nothing jumps (R12)', async ({
  shop: page,
}) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await page.evaluate(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
    }).observe({ type: 'layout-shift' });
  });

  // Another screen, from the header's category menu (an in-app navigation, as a shopper makes most of them).
  await page.getByRole('button', { name: 'Categories' }).click();
  const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
  const categoryName = (await category.innerText()).trim();
  await category.click();
  const clickedAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeAttached({
    timeout: 1000,
  });
  expect(Date.now() - clickedAt, 'the placeholder within a second').toBeLessThan(1000);

  // While it loads, the cart opens and closes.
  await cartLink(page).click();
  const miniCart = page.getByRole('dialog');
  await expect(miniCart).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();

  // The screen arrives; the data landing moves nothing that was already on screen.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(categoryName, { timeout: 30_000 });
  await expect(
    page.getByRole('list', { name: categoryName, exact: true }).getByRole('listitem').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForTimeout(1500);
  const shift = await page.evaluate(() => window.__layoutShift ?? 0);
  expect(shift, 'cumulative layout shift while the data landed').toBeLessThanOrEqual(0.05);
});
