import type { Page } from '@playwright/test';
import { buyableProducts } from '../helpers/demo-products';
import { cartCount, expect, orderOneProduct, signInAsDemoCustomer, test } from './fixtures';

// Issue 38 §4–§6 on a phone (390 px) in the friendly demo shop: buy an order again, share a list and open it in a
// fresh browser, and a guest who just ordered becomes a customer.
test.use({ viewport: { width: 390, height: 844 } });

/** The code of the one order on the confirmation page. */
async function confirmedOrderCode(page: Page): Promise<string> {
  const order = page.getByRole('region', { name: /^Order [A-Z0-9_]+-\d{10}$/ });
  await expect(order).toHaveCount(1);
  const heading = await order.getByRole('heading').first().innerText();
  return /[A-Z0-9_]+-\d{10}/.exec(heading)![0];
}

test('order → buy again: the order’s product goes back to the cart from the order history', async ({
  tab: page,
}) => {
  const [product] = buyableProducts(1);
  await signInAsDemoCustomer(page);
  await orderOneProduct(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  const code = await confirmedOrderCode(page);
  await expect.poll(() => cartCount(page)).toBe(0);

  await page.goto('/user/order-history');
  await page.getByRole('button', { name: `Buy again ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Buy again · ${code}` });
  await expect(dialog.getByText('Everything from this order is in your cart.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Added to cart' })).toContainText(product!.product_name);
  await dialog.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => cartCount(page)).toBe(1);
  await expect(page.getByRole('main').getByText(product!.product_name).first()).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('share → open in a fresh browser: a guest shares the cart, someone else opens it and adds it all', async ({
  tab: page,
  browser,
}) => {
  const [product] = buyableProducts(1);
  // The phone's share sheet: what it was given is kept for the test.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { __shared?: string }).__shared = data.url;
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Share this list' }).click();
  const url = await page.waitForFunction(() => (window as unknown as { __shared?: string }).__shared);
  const shared = String(await url.jsonValue());
  expect(shared).toContain('/shared-list?list=cart');
  expect(shared).toContain(product!.slug);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await other.addInitScript(() => localStorage.setItem('gdpr-consent', 'true'));
  const friend = await other.newPage();
  await friend.goto(shared);
  await expect(friend.getByRole('heading', { level: 1, name: 'A shared cart' })).toBeVisible();
  const list = friend.getByRole('list', { name: 'Shared products' });
  await expect(list.getByRole('link', { name: product!.product_name })).toBeVisible();
  await friend.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(list.getByText('Added to cart')).toBeVisible();
  await expect.poll(() => cartCount(friend)).toBe(1);
  expect(await friend.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await friend.screenshot({ path: 'test-results/shared-list-390.png', fullPage: true });
  await other.close();
});
