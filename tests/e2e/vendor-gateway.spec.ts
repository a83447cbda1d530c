import { expect, orderOneProduct, signInAsDemoCustomer, test } from './fixtures';

// Issue 29: in the demo shop a vendor-script gateway can be clicked through as in `npm start`. PayPal's SDK is played
// by a same-origin stand-in (the demo's policy stays `script-src 'self'`): a declined payment leaves the order to
// pay, an approved one pays it and shows the confirmation.
test('pays with PayPal through its script: declined first, then approved', async ({ tab: page }) => {
  await signInAsDemoCustomer(page);
  await orderOneProduct(page);

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

// With every gateway on (`?scenario=gateways`), KkiaPay's, Midtrans's and Google's scripts are played by the stand-ins
// the demo shop serves as script text, under the demo's `script-src 'self'`: what `npm start` shows a shopper.
test('KkiaPay cancelled, Midtrans declined, then Google Pay approved', async ({ tab: page }) => {
  await page.goto('/?scenario=gateways');
  // The demo shop takes the scenario up as it starts (and keeps it for the tab): wait for it before leaving.
  await expect(page.getByRole('status').filter({ hasText: 'Demo scenario: gateways' })).toBeVisible();
  await signInAsDemoCustomer(page);
  await orderOneProduct(page);

  await page.getByRole('radio', { name: 'KkiaPay' }).check();
  await page.getByRole('button', { name: 'Continue to KkiaPay' }).click();
  await page
    .getByRole('dialog', { name: 'KkiaPay (demo stand-in)' })
    .getByRole('button', { name: 'Cancel payment' })
    .click();
  await expect(
    page.getByText('The payment with KkiaPay was cancelled. Your order is waiting for payment.'),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'Midtrans' }).check();
  await page.getByRole('button', { name: 'Continue to Midtrans' }).click();
  await page
    .getByRole('dialog', { name: 'Midtrans (demo stand-in)' })
    .getByRole('button', { name: 'Decline payment' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Midtrans declined the payment' })).toBeVisible();

  await page.getByRole('radio', { name: 'Google Pay' }).check();
  await page.getByRole('button', { name: 'Continue to Google Pay' }).click();
  await page
    .getByRole('region', { name: 'Google Pay' })
    .getByRole('button', { name: 'Pay with Google Pay' })
    .click();
  await page
    .getByRole('dialog', { name: 'Google Pay (demo stand-in)' })
    .getByRole('button', { name: 'Approve payment' })
    .click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});
