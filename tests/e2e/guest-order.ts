import type { Page } from '@playwright/test';
import { buyableProducts } from '../helpers/demo-products';
import { confirmOrder, expect } from './fixtures';

// A guest's order and the sign-up its confirmation offers (issue 38 §6), shared by the friendly and faithful journeys.

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
