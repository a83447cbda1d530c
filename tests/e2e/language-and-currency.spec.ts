import { expect, test } from './fixtures';

// Several languages, one right-to-left, and several currencies (spec §1): switching is a shopper's journey.
test('switching to Arabic mirrors the whole shop and translates it, and the choice survives a reload', async ({
  shop: page,
}) => {
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();

  // The backend's SPA reloads after a language change; the demo shop keeps the choice in the session.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('link', { name: 'كل المنتجات' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('switching currency re-prices the products in the new currency', async ({ shop: page }) => {
  await page.goto('/products');
  const grid = page.getByRole('list', { name: 'All Products', exact: true });
  await expect(grid.getByText(/\$\d/).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'EUR (€)' }).click();

  await expect(grid.getByText(/€\d/).first()).toBeVisible();
  await expect(grid.getByText(/\$\d/)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('NaN');
});
