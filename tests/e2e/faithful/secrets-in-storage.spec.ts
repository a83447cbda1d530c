import { DEMO_CUSTOMER_EMAIL } from '../../../mocks/data/users';
import { expect, test } from '../fixtures';
import { sweepBrowserStorage, tracesOf } from '../storage-sweep';

// Quality-bar R7, during the session: against the demo server playing the real backend (an HttpOnly session cookie,
// the XSRF-TOKEN cookie, the page's hidden token), a shopper signs in through the form and starts changing the
// password without sending it; at every step nothing the browser's storage holds carries the CSRF token, the
// session cookie's value or a password typed.

const PASSWORD = 'secret123';
const NEW_PASSWORD = 'a-new-secret-987';

test('while signed in, no CSRF token, session cookie value or typed password is in the browser’s storage (R7)', async ({
  shop: page,
  context,
}) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // The faithful backend asks for reCAPTCHA (the demo server's same-origin stand-in here).
  await page.getByRole('checkbox', { name: /not a robot/ }).check();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const secrets = async () => {
    const cookies = await context.cookies();
    const values = cookies
      .filter((c) => c.name === 'XSRF-TOKEN' || c.name === 'mf_demo_session')
      .map((c) => decodeURIComponent(c.value));
    const token = await page.locator('#token').inputValue();
    expect(values, 'the session and XSRF cookies are set').toHaveLength(2);
    return [...values, token, PASSWORD, NEW_PASSWORD].filter((s) => s.length >= 6);
  };

  expect(tracesOf(await sweepBrowserStorage(page), await secrets()), 'after signing in').toEqual([]);

  // A password change begun and left: the form keeps drafts, never passwords.
  await page.goto('/user/change-password');
  const change = page.getByRole('form', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill(PASSWORD);
  await change.getByLabel('New Password').fill(NEW_PASSWORD);
  await change.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(tracesOf(await sweepBrowserStorage(page), await secrets()), 'with a form left half-done').toEqual(
    [],
  );

  // A reload renews the page (and, on a 419, the token): still nothing stored.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(tracesOf(await sweepBrowserStorage(page), await secrets()), 'after a reload').toEqual([]);
});
