import type { Page } from '@playwright/test';
import { buyableProducts } from '../helpers/demo-products';
import { confirmOrder, expect, test } from './fixtures';

// Issue 38 §6, "done when" (guest order → account), on a phone: a guest orders, the confirmation offers "Create an
// account" with the order's e-mail and name filled in; after the activation mail's link and a sign-in, the order's
// address is in the new account's address book.

test.use({ viewport: { width: 390, height: 844 } });

export const GUEST = {
  name: 'Maya Orchard',
  email: 'maya.orchard@example.com',
  phone: '+8801719876543',
  street: '3 Quince Lane',
  postalCode: '1212',
  password: 'orchard42',
};

/** A guest buys one product, shipped to GUEST's address, cash on delivery, and lands on the confirmation. */
export async function guestOrder(page: Page) {
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Add New Address' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(GUEST.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(GUEST.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(GUEST.phone);
  await form.getByRole('textbox', { name: 'Street Address' }).fill(GUEST.street);
  for (const place of ['Country', 'State', 'City']) {
    const select = form.getByRole('combobox', { name: place });
    await expect(select).toBeEnabled();
    await select.click();
    await page.getByRole('option').first().click();
  }
  await form.getByRole('textbox', { name: 'Postal Code' }).fill(GUEST.postalCode);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(GUEST.name) })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmOrder(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
}

/** Fills the offer's password and agreements and sends it; returns the activation link the shop "mailed". */
export async function signUpFromOffer(page: Page): Promise<string | null> {
  const offer = page.getByRole('region', { name: 'Create an account' });
  await expect(offer.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maya');
  await expect(offer.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Orchard');
  await expect(offer.getByRole('textbox', { name: 'Email' })).toHaveValue(GUEST.email);
  await offer.getByLabel('Password', { exact: true }).fill(GUEST.password);
  for (const agreement of await offer.getByRole('checkbox', { name: /^I agree to the/ }).all())
    await agreement.check();
  const registered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/register',
  );
  await offer.getByRole('button', { name: 'Sign Up' }).click();
  const answer = await registered;
  await expect(offer.getByRole('status')).toContainText(`We sent an activation link to ${GUEST.email}.`);
  await expect(offer.getByRole('status')).toContainText(
    'After you sign in, the address of this order will be in your address book.',
  );
  return answer.headers()['x-demo-activation-link'] ?? null;
}

test('a guest orders, creates an account from the confirmation, and finds the order’s address in the book', async ({
  shop: page,
}) => {
  await guestOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create an account' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offer-390.png'), fullPage: true });

  const link = await signUpFromOffer(page);
  expect(link).toMatch(/^\/activation\//);

  // The mail's link activates the account and lands on the sign-in screen.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(GUEST.email);
  await page.getByLabel('Password', { exact: true }).fill(GUEST.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'The address of your order is now in your address book.' }),
  ).toBeAttached();

  await page.goto('/user/addresses');
  await expect(page.getByText(new RegExp(`^${GUEST.street}, .*, ${GUEST.postalCode}, `))).toBeVisible();
  await expect(page.getByText(`${GUEST.phone} · ${GUEST.email}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('address-book-390.png'), fullPage: true });
  // Saved once, then forgotten in this browser.
  expect(await page.evaluate(() => localStorage.getItem('marketfront:pending-addresses'))).toBeNull();
});
