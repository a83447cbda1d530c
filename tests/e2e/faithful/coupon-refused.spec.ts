import { cartCount, expect, test } from '../fixtures';
import { signInFromPage } from './backend-session';

// On the demo server playing the real backend: a coupon the backend refuses is answered in words (`{ error }`,
// backend-api §2.6 `POST /user/apply_coupon`). The cart says why beside the code, which stays typed, and toasts the
// words once (spec §8: server error text is shown as an error toast).

test('a refused coupon is said beside its code and in one toast, with the code kept', async ({ page }) => {
  await page.goto('/');
  expect(await signInFromPage(page, 'demo-captcha-token')).toMatchObject({ success: 'Login Successfully' });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
  await page.goto('/cart');

  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('NO-SUCH-CODE');
  const asked = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/user/apply_coupon',
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  const request = await asked;
  expect(request.postDataJSON()).toMatchObject({ coupon_code: 'NO-SUCH-CODE', trx_id: expect.any(String) });
  const refusal = String(((await (await request.response())?.json()) as { error?: unknown }).error);
  expect(refusal).not.toBe('undefined');

  await expect(code).toHaveAccessibleDescription(refusal);
  await expect(code).toHaveValue('NO-SUCH-CODE');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(refusal, { exact: true }),
  ).toHaveCount(1);
});
