import { buyableProducts } from '../../helpers/demo-products';
import { expect, test } from '../fixtures';

// Issue 34 §1 and §5, on the demo server playing the real backend (whose start props' `viewed_products` are always
// empty): a guest views two products; the second product's page lists the first under "Recently Viewed" (from the
// answer of POST home/product-view), and the home page's section, reached through the owner's menu, lists both.

test('recently viewed appears after viewing two products', async ({ shop: page }) => {
  test.slow();
  const [first, second] = buyableProducts(2);
  await page.goto(`/product/${first!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.product_name })).toBeVisible();

  // The second product's page lists the first: the server kept the view.
  await page.goto(`/product/${second!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: second!.product_name })).toBeVisible();
  const row = page.getByRole('list', { name: 'Recently Viewed' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('link', { name: first!.product_name })).toBeVisible();
  await expect(row.getByRole('link', { name: second!.product_name })).toHaveCount(0);

  // Home, through the owner's menu: the section lists both (among the site's other recent views, as the backend's).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  const section = page.getByRole('list', { name: 'Recently Viewed' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('link', { name: second!.product_name })).toBeVisible();
  await expect(section.getByRole('link', { name: first!.product_name })).toBeVisible();

  // The row leads to the product.
  await section.getByRole('link', { name: first!.product_name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first!.slug}$`));
});
