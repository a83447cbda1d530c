import { getCatalogue } from '../../mocks/data/catalogue';
import { buyableProducts, isPlainProduct } from '../helpers/demo-products';
import { expect, test } from './fixtures';

// Issue 38 §1 on a phone in the friendly demo shop: a guest watches a product (compare) and an out-of-stock one
// (Notify me); on the next visit the demo scenarios `price-drop` and `back-in-stock` change the shop's answers, and
// the re-check of the watched products tells of it in the bell (and a toast for the restock), and the product's card
// on a listing says "Price dropped by".
test.use({ viewport: { width: 390, height: 844 } });

const LATE = { timeout: 20_000 };

test('watch → price drop → notification in the bell and "Price dropped by" on the compare list and a listing’s card', async ({
  tab: page,
}) => {
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/?scenario=price-drop');
  const bell = page.getByRole('button', { name: 'Notifications, Unread: 1' });
  await expect(bell).toBeVisible(LATE);
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    dialog.getByRole('link', { name: new RegExp(`^${product!.product_name}: price dropped by`) }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/watch-price-drop-bell-390.png' });

  await page.goto('/compare-list');
  await expect(page.getByText(/^Price dropped by/)).toBeVisible(LATE);

  // A listing (a search for it) shows the drop on the product's card, inside the card on a phone.
  await page.goto(`/products?q=${encodeURIComponent(product!.product_name)}`);
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: product!.product_name, exact: true }),
  });
  const mark = card.getByText(/^Price dropped by/);
  await expect(mark).toBeVisible(LATE);
  const [cardBox, markBox] = [await card.boundingBox(), await mark.boundingBox()];
  expect(markBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(markBox!.x + markBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.screenshot({ path: 'test-results/watch-price-drop-card-390.png' });
});

test('out of stock → Notify me → back in stock: a toast and the bell on the next visit', async ({
  tab: page,
}) => {
  const soldOut = getCatalogue().products.find((p) => isPlainProduct(p) && p.current_stock === 0)!;
  await page.goto(`/product/${soldOut.slug}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('We will tell you when it is back in stock.')).toBeVisible();
  await page.screenshot({ path: 'test-results/watch-notify-me-390.png' });

  await page.goto('/?scenario=back-in-stock');
  await expect(page.getByText(`${soldOut.product_name} is back in stock`).first()).toBeVisible(LATE);
  await expect(page.getByRole('button', { name: 'Notifications, Unread: 1' })).toBeVisible();
});
