import type { Page } from '@playwright/test';
import { cartCount, cartLink, expect, test } from './fixtures';

// Issue 2, "done when": home → a category → filter by brand → a product with variants → choose a variant →
// add to cart → the header count changes → reload → the cart is still there.
test('a shopper finds a product through a category and a brand, adds a variant to the cart, and keeps it after a reload', async ({
  shop: page,
}) => {
  await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items');

  // Home → a category from the header's category menu.
  await page.getByRole('button', { name: 'Categories' }).click();
  const firstCategory = page.getByRole('menu').getByRole('menuitem').first();
  const categoryName = (await firstCategory.innerText()).trim();
  await firstCategory.click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(categoryName);

  // Filter by a brand: the URL carries the filter and the grid follows it.
  const brands = page.getByRole('group', { name: 'Brand' });
  const brand = brands.getByRole('checkbox').first();
  await brand.check();
  await expect(page).toHaveURL(/brand/);
  const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(products.first()).toBeVisible();

  // Open a product that has variants (listing cards for variant products link to the details page).
  await page.goto('/product/' + (await firstVariantProductSlug(page)));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Choose a variant: the price/stock panel follows the choice.
  const colours = page.getByRole('radiogroup').first();
  await colours.getByRole('radio').last().check();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled();
  await addToCart.click();

  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
  const count = await cartCount(page);

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName(`Cart: ${count} item${count === 1 ? '' : 's'}`);
});

/** A product with variants from the current listing, read from the demo shop through the UI's links. */
async function firstVariantProductSlug(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /^View options for / }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  return href.split('/product/')[1] ?? '';
}
