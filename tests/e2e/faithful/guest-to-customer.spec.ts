import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { GUEST, guestOrder, signUpFromOffer } from '../guest-order';

// Issue 38 §6 on the demo server playing the real backend: the confirmation's sign-up sends exactly the e-mail flow
// of `POST /register` (backend-api §2.9), and the first sign-in of the activated account saves the order's address
// with exactly what `POST /store/user-address` reads (§2.11: ids, not names; no `id`, so it creates).

test.use({ viewport: { width: 390, height: 844 } });

const posted = (requests: Request[], path: string) =>
  requests
    .filter((request) => request.method() === 'POST' && new URL(request.url()).pathname === path)
    .map((request) => request.postDataJSON() as Record<string, unknown>);

test('the guest’s sign-up and the saved address are the exact requests the backend reads', async ({
  shop: page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await guestOrder(page);
  // The address the guest typed at checkout, as the checkout's own form sent it.
  const [atCheckout] = posted(requests, '/store/user-address');
  expect(atCheckout).toBeDefined();

  const link = await signUpFromOffer(page);
  expect(posted(requests, '/register')).toEqual([
    { first_name: 'Maya', last_name: 'Orchard', email: GUEST.email, password: GUEST.password },
  ]);

  // The mail's link, followed as a script would (this demo server answers a navigation to it with the page shell,
  // where the backend redirects to /login), then the sign-in screen.
  const activated = await page.evaluate(
    async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).ok,
    link!,
  );
  expect(activated).toBe(true);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(GUEST.email);
  await page.getByLabel('Password', { exact: true }).fill(GUEST.password);
  // reCAPTCHA is on in this flavour: the demo's stand-in checkbox answers it.
  await page.getByRole('checkbox', { name: /I'm not a robot/ }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const saves = posted(requests, '/store/user-address');
  expect(saves).toHaveLength(2);
  expect(saves[1]).toEqual({
    name: GUEST.name,
    email: GUEST.email,
    phone_no: GUEST.phone,
    address: GUEST.street,
    country_id: atCheckout!.country_id,
    state_id: atCheckout!.state_id,
    city_id: atCheckout!.city_id,
    postal_code: GUEST.postalCode,
  });
  expect(Object.keys(saves[1]!).sort()).toEqual(
    ['address', 'city_id', 'country_id', 'email', 'name', 'phone_no', 'postal_code', 'state_id'].sort(),
  );

  await page.goto('/user/addresses');
  await expect(page.getByText(`${GUEST.phone} · ${GUEST.email}`)).toBeVisible();
});
