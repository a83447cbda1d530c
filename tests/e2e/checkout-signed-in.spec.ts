import type { Page } from '@playwright/test';
import { buyableProducts } from '../helpers/demo-products';
import { cartLink, confirmOrder, expect, signInAsDemoCustomer, test } from './fixtures';

// Issue 9, "done when" (signed in with the demo account shown on the login screen): the guest cart is kept →
// apply a coupon → pay with the wallet → order history shows it → cancel it → the wallet balance is refunded;
// and a gateway payment declined, then approved.

async function addToCart(page: Page, shops: number) {
  for (const product of buyableProducts(shops)) {
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  }
}

/** From the cart to the payment page with the customer's default address. */
async function checkOut(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmOrder(page);
}

const walletBalance = (page: Page) => page.getByText('Wallet Balance', { exact: true }).locator('xpath=..');

test('the demo customer keeps the guest cart, applies a coupon, pays with the wallet, cancels and is refunded', async ({
  tab: page,
}) => {
  await addToCart(page, 2);
  await signInAsDemoCustomer(page);
  await expect(walletBalance(page)).toContainText('$250.00');
  await expect(cartLink(page)).toHaveAccessibleName('Cart: 2 items');

  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('BIGSALE20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText('Coupon discount'),
  ).toBeVisible();

  await checkOut(page);
  await page.getByRole('radio', { name: 'Pay with Wallet' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  const orders = page.getByRole('region', { name: /^Order [A-Z0-9_]+-\d{10}$/ });
  await expect(orders).toHaveCount(2);
  const codes = (await orders.getByRole('heading').allInnerTexts()).map(
    (heading) => (heading.match(/[A-Z0-9_]+-\d{10}/) ?? [''])[0],
  );

  await page.goto('/user/dashboard');
  await expect(walletBalance(page)).not.toContainText('$250.00');

  // Both shops' orders are in the history, paid; cancelling both gives the whole wallet payment back.
  await page.goto('/user/order-history');
  for (const code of codes) {
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Order ${code}` }) });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Cancel Order ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
    await expect(row.getByText('Refunded to Wallet')).toBeVisible();
  }

  await page.goto('/user/dashboard');
  await expect(walletBalance(page)).toContainText('$250.00');
});

test('a gateway payment is declined, then approved', async ({ tab: page }) => {
  await signInAsDemoCustomer(page);
  await addToCart(page, 1);
  await checkOut(page);

  await page.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByRole('button', { name: 'Continue to Stripe' }).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Stripe declined the payment' })).toBeVisible();

  await page.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByRole('button', { name: 'Continue to Stripe' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  await expect(page.getByText('Payment Status: Paid')).toBeVisible();
});
