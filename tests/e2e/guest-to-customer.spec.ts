import { expect, test } from './fixtures';
import { GUEST, guestOrder, signUpFromOffer } from './guest-order';

// Issue 38 §6, "done when" (guest order → account), on a phone: a guest orders, the confirmation offers "Create an
// account" with the order's e-mail and name filled in; after the activation mail's link and a sign-in, the order's
// address is in the new account's address book.

test.use({ viewport: { width: 390, height: 844 } });

test('a guest orders, creates an account from the confirmation, and finds the order’s address in the book', async ({
  tab: page,
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
  // Watched from before the tap: the toast comes with the sign-in and may be gone again (its time is up) by the
  // time a loaded machine has drawn the dashboard.
  const saved = page
    .getByRole('status')
    .filter({ hasText: 'The address of your order is now in your address book.' })
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await saved;

  await page.goto('/user/addresses');
  await expect(page.getByText(new RegExp(`^${GUEST.street}, .*, ${GUEST.postalCode}, `))).toBeVisible();
  await expect(page.getByText(`${GUEST.phone} · ${GUEST.email}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('address-book-390.png'), fullPage: true });
  // Saved once, then forgotten in this browser.
  expect(await page.evaluate(() => localStorage.getItem('marketfront:pending-addresses'))).toBeNull();
});
