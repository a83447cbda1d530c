import { expect, test } from './fixtures';

// Issue 10, "done when": following a shop survives a reload.
test('a signed-in shopper follows a shop, reloads, and still follows it', async ({ shop: page }) => {
  // Sign in through the demo shop's API (it answers inside the page, through the service worker).
  const status = await page.evaluate(async () => {
    const response = await fetch('/login', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'customer@marketfront.test', password: 'secret123' }),
    });
    return response.status;
  });
  expect(status).toBe(200);

  await page.goto('/shop/shanahan-market');
  await expect(page.getByRole('heading', { level: 1, name: 'Shanahan Market' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('You follow Shanahan Market')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Shanahan Market' })).toBeVisible();
  await expect(page.getByText('You follow Shanahan Market')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
});
