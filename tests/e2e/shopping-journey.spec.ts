import type { Page } from '@playwright/test';
import { cartCount, cartLink, expect, test } from './fixtures';

// Issue 2, "done when": home → a category → filter by brand → a product with variants → choose a variant →
// add to cart → the header count changes → reload → the cart is still there.
test('a shopper finds a product through a category and a brand, adds a variant to the cart, and keeps it after a reload', async ({
  shop: page,
}) => {
  await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items');

  // Home → a category, from the header's category menu.
  await page.getByRole('button', { name: 'Categories' }).click();
  const menu = page.getByRole('navigation', { name: 'Categories' });
  const category = menu.getByRole('link').first();
  const categoryName = (await category.innerText()).trim();
  await category.click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(categoryName);

  // Filter by a brand: the URL carries the filter and the grid follows it.
  const brand = page.getByRole('group', { name: 'Brands' }).getByRole('checkbox').first();
  // The filters live in the URL: the box shows as ticked once the navigation has applied it.
  await brand.click();
  await expect(page).toHaveURL(/brand/);
  await expect(brand).toBeChecked();
  // The result grid is a list named after the page's heading.
  const results = page.getByRole('list', { name: categoryName, exact: true }).getByRole('listitem');
  await expect(results.first()).toBeVisible();

  // A product with variants: open the results in turn until one offers a colour or option choice.
  await openFirstProductWithVariants(page, results);

  // Choose a variant: pick another option in each variant group.
  const groups = page.getByRole('radiogroup');
  for (const group of await groups.all()) {
    const options = group.getByRole('radio');
    if ((await options.count()) > 1) await options.nth(1).check();
  }
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled();
  await addToCart.click();

  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
  const count = await cartCount(page);

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName(`Cart: ${count} item${count === 1 ? '' : 's'}`);
});

async function openFirstProductWithVariants(page: Page, results: ReturnType<Page['getByRole']>) {
  const listing = page.url();
  const total = await results.count();
  for (let i = 0; i < total; i++) {
    const card = results.nth(i);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const inStock = await page.getByRole('button', { name: 'Add to Cart' }).isEnabled();
    if (inStock && (await page.getByRole('radiogroup').count()) > 0) return;
    await page.goto(listing);
    await expect(results.first()).toBeVisible();
  }
  throw new Error('no product with variants in this category and brand');
}
