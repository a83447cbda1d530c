import { buyableProducts } from '../../helpers/demo-products';
import { expect, test } from '../fixtures';

// Issue 34 §1 and §5, on the demo server playing the real backend (whose start props' `viewed_products` are always
// empty): a guest views two products; the second product's page lists the first under "Recently Viewed" (from the
// answer of POST home/product-view), and the home page's section, reached through the owner's menu, lists both.

test('recently viewed appears after viewing two products', async ({ shop: page }) => {
  test.slow();
  // A shopper who asked not to see the newsletter pop-up again: its modal would hide the page from them.
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-hidden', 'true'));
  const [first, second] = buyableProducts(2);
  // A view is recorded once its page has loaded and the browser is idle (a bounce before that is not a view).
  const recorded = () =>
    page.waitForResponse((r) => r.url().endsWith('/home/product-view') && r.request().method() === 'POST');
  let view = recorded();
  await page.goto(`/product/${first!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.product_name })).toBeVisible();
  await view;

  // The second product's page lists the first: the server kept the view.
  view = recorded();
  await page.goto(`/product/${second!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: second!.product_name })).toBeVisible();
  await view;
  const row = page.getByRole('list', { name: 'Recently Viewed' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('link', { name: first!.product_name })).toBeVisible();
  await expect(row.getByRole('link', { name: second!.product_name })).toHaveCount(0);

  // Home, through the owner's menu: the section lists both (among the site's other recent views, as the backend's).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  // The fixed sections follow the configured ones, which load as the shopper scrolls down.
  const heading = page.getByRole('heading', { level: 2, name: 'Recently Viewed' });
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(heading).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const section = page.getByRole('list', { name: 'Recently Viewed' });
  await expect(section.getByRole('link', { name: second!.product_name })).toBeVisible();
  await expect(section.getByRole('link', { name: first!.product_name })).toBeVisible();

  // The row leads to the product.
  await section.getByRole('link', { name: first!.product_name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first!.slug}$`));
});
