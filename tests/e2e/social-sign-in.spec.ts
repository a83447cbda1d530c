import { expect, test } from './fixtures';

// Issue 35 §1 in the browser build: the demo shop's simulated provider signs a shopper in by the ID token it
// issues, while a request naming a uid and the demo customer's e-mail, without a token, signs nobody in.
test.use({ expectedConsoleErrors: [/422/] });

test('Google through the demo’s provider signs in by its ID token; a posted e-mail without one does not', async ({
  shop: page,
}) => {
  const attack = await page.evaluate(async () => {
    const response = await fetch('/social-login', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ uid: 'x', email: 'customer@marketfront.test' }),
    });
    return response.status;
  });
  expect(attack).toBe(422);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Grace Google' })).toBeVisible();
});
