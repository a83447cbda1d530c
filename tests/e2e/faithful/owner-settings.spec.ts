import type { Page } from '@playwright/test';
import { expect, orderOneProduct, test } from '../fixtures';
import { signInFromPage } from './backend-session';

// Issue 34 §2 and §5, on the demo server playing the real backend: a shop whose owner switched every module off
// (`?scenario=modules-off`: sellers, coupons, wallet, pay later, pickup points off; no reward, refund, offline-payment,
// video-shopping or wholesale add-on; order codes prefixed MF). Nothing of them is offered anywhere a signed-in
// shopper looks, and their pages are not found — inside the shop, with a way home.

async function signedInOwnerShop(page: Page) {
  await page.goto('/?scenario=modules-off');
  expect(await signInFromPage(page, 'demo-captcha-token')).toMatchObject({ success: 'Login Successfully' });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Demo/ })).toBeVisible();
}

test('with every module off, nothing of them is offered and their pages are not found', async ({
  shop: page,
}) => {
  test.slow();
  await signedInOwnerShop(page);

  // The menus: no way to the sellers.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const place of [page.getByRole('banner'), page.getByRole('contentinfo')])
    await expect(place.getByRole('link', { name: /Sellers/ })).toHaveCount(0);

  // The account: no wallet, rewards, gift vouchers, followed shops or "Be a seller".
  await page.goto('/user/dashboard');
  const account = page.getByRole('navigation', { name: 'My Account' });
  await expect(account.getByRole('link', { name: 'Order history' })).toBeVisible();
  for (const name of ['My Wallet', 'My Rewards', 'Gift Voucher', 'Followed Shops', 'Be a Seller'])
    await expect(account.getByRole('link', { name })).toHaveCount(0);

  // Their pages: not found, under the shop's header, with a way home.
  for (const path of [
    '/sellers',
    '/my-wallet',
    '/my-rewards',
    '/user/gift-voucher',
    '/user/followed-shop',
    '/user/user-to-seller',
    '/register/seller',
    '/video-shopping',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }

  // A product page without its seller block; a cart without a coupon box; checkout without pickup points; payment
  // without the wallet or paying later.
  await orderOneProduct(page);
  const methods = page.getByRole('radiogroup').first();
  await expect(methods).toBeVisible();
  await expect(page.getByRole('radio', { name: /Wallet/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Pay Later/i })).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveCount(0);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pickup Point' })).toHaveCount(0);

  // The order codes of this shop: Track Order's example and the orders it places carry its prefix.
  await page.goto('/track-order');
  await expect(page.getByText('MF-0000012345')).toBeVisible();
});

test('a product page of a shop without sellers shows no seller block', async ({ shop: page }) => {
  await signedInOwnerShop(page);
  await page.goto('/products');
  await page
    .getByRole('list', { name: /products/i })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/shop/"]')).toHaveCount(0);
});
