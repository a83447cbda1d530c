// Issue 38 §2–§3 on a phone (390 px), in the friendly demo shop: a product page promises a date (at a fixed clock:
// Friday 27 November 2026), a listing's card says what the cart already holds, and the phone menu lists the
// products just viewed.
import { buyableProducts } from '../helpers/demo-products';
import { cartCount, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Friday 27 November 2026 plus N calendar days, as English writes the day. */
const FRIDAY_PLUS: Record<number, string> = {
  1: 'Sat, Nov 28',
  2: 'Sun, Nov 29',
  3: 'Mon, Nov 30',
  4: 'Tue, Dec 1',
  5: 'Wed, Dec 2',
  6: 'Thu, Dec 3',
  7: 'Fri, Dec 4',
  8: 'Sat, Dec 5',
  9: 'Sun, Dec 6',
  10: 'Mon, Dec 7',
};

test('product → dated promise: "Arrives by" a day counted in calendar days from the shop’s clock', async ({
  tab: page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 10, 27, 10, 0));
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const delivery = page.getByRole('list', { name: 'Delivery' });
  await expect(
    delivery.getByText(`Arrives by ${FRIDAY_PLUS[product!.estimated_shipping_days]}`),
  ).toBeVisible();
  await expect(delivery.getByText(/days/)).toHaveCount(0);
  await delivery.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dated-promise-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('listing → add to cart → the card says "In cart (n)"', async ({ tab: page }) => {
  await page.goto('/products');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart', exact: true }) })
    .first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).trim();
  const named = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(named.getByText(/^In cart/)).toHaveCount(0);
  const before = await cartCount(page);

  await named.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(before);
  await expect(named.getByText(/^In cart \(\d+\)$/)).toBeVisible();
  await named.screenshot({ path: test.info().outputPath('in-cart-mark-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the products just viewed are one tap from the header: the phone menu lists them', async ({
  tab: page,
}) => {
  // The home page's newsletter offer would cover the menu: this shopper closed it before.
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-hidden', 'true'));
  const [product] = buyableProducts(1);
  // The page records the view once it has loaded and the browser is idle (useRecordViewOnce): leaving before its
  // answer arrives would not count the view.
  const viewRecorded = page.waitForResponse(
    (r) => r.url().endsWith('/home/product-view') && r.request().method() === 'POST',
  );
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.product_name })).toBeVisible();
  await viewRecorded;
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const viewed = page.getByRole('dialog', { name: 'Menu' }).getByRole('list', { name: 'Recently Viewed' });
  await viewed.getByRole('link', { name: product!.product_name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product!.slug}$`));
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});
