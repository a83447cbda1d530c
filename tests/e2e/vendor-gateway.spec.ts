import { buyableProducts } from '../helpers/demo-products';
import { cartCount, confirmOrder, expect, signInAsDemoCustomer, test } from './fixtures';

// Issue 29: in the demo shop a vendor-script gateway can be clicked through as in `npm start`. PayPal's SDK is played
// by a same-origin stand-in (the demo's policy stays `script-src 'self'`): a declined payment leaves the order to
// pay, an approved one pays it and shows the confirmation.
test('pays with PayPal through its script: declined first, then approved', async ({ shop: page }) => {
  await signInAsDemoCustomer(page);
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmOrder(page);

  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  const payer = page.getByRole('group', { name: 'PayPal (demo stand-in)' });
  await payer.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page.getByText(/declined/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment/);

  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await payer.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});
