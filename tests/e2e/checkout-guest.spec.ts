import { cartLink, confirmOrder, expect, test } from './fixtures';
import { buyableProducts } from '../helpers/demo-products';

// Issue 9, "done when" (guest): two products from two shops → two seller groups in the cart → checkout with a new
// address → cash on delivery → the confirmation and the invoice show two orders with one transaction id →
// /track-order finds one by its code and the e-mail used on it → the cart is empty.
test('a guest buys from two shops, pays cash on delivery, and tracks one of the orders', async ({
  tab: page,
}) => {
  for (const product of buyableProducts(2)) {
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  }

  await page.goto('/cart');
  await expect(page.getByRole('group', { name: /^From this shop, / })).toHaveCount(2);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  // A first-time guest: the address form is the first step.
  const form = page.getByRole('form', { name: 'Add New Address' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Guest Shopper');
  await form.getByRole('textbox', { name: 'Email' }).fill('guest.shopper@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+8801712345678');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('12 Lake Road');
  for (const place of ['Country', 'State', 'City']) {
    const select = form.getByRole('combobox', { name: place });
    await expect(select).toBeEnabled();
    await select.click();
    await page.getByRole('option').first().click();
  }
  await form.getByRole('textbox', { name: 'Postal Code' }).fill('1207');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio', { name: /Guest Shopper/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/step=review/);
  await confirmOrder(page);

  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orders = page.getByRole('region', { name: /^Order [A-Z0-9_]+-\d{10}$/ });
  await expect(orders).toHaveCount(2);
  const trxId = new URL(page.url()).searchParams.get('trx')!;

  await page.goto(`/invoice/${trxId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  await expect(orders).toHaveCount(2);
  await expect(page.getByText(trxId)).toBeVisible();
  const code = ((await orders.first().getByRole('heading').innerText()).match(/[A-Z0-9_]+-\d{10}/) ?? [
    '',
  ])[0];

  await page.goto('/track-order');
  await page.getByRole('textbox', { name: 'Order Code' }).fill(code);
  await page
    .getByRole('textbox', { name: 'E-mail or phone number used on the order' })
    .fill('guest.shopper@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/get-invoice/${code}$`));
  await expect(page.getByRole('region', { name: `Order ${code}` })).toBeVisible();

  await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items');
});
