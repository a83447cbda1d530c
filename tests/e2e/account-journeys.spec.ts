import type { Page } from '@playwright/test';
import { cartCount, cartLink, expect, test } from './fixtures';

// Issue 9, the account half of "done when": sign in with the demo account the login screen shows while keeping
// the guest cart, the dashboard, a 422 on sign-up, and reward points turned into wallet money.

async function addAProductAsGuest(page: Page) {
  await page.goto('/products');
  const results = page.getByRole('list', { name: 'All Products', exact: true }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const total = await results.count();
  for (let i = 0; i < total; i++) {
    await results.nth(i).getByRole('link').first().click();
    // The listing stays on screen while the product page's data loads (route loaders): wait for the product.
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    if ((await add.isEnabled()) && (await page.getByRole('radiogroup').count()) === 0) {
      await add.click();
      await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
      return;
    }
    await page.goBack();
  }
  throw new Error('no simple product in stock on the first page');
}

async function signInWithDemoAccount(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use the Customer account' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a guest signs in with the demo account shown on the login screen and keeps the cart', async ({
  shop: page,
}) => {
  await addAProductAsGuest(page);
  const guestCount = await cartCount(page);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Try the demo shop' })).toBeVisible();
  await expect(page.getByText('customer@marketfront.test')).toBeVisible();
  await page.getByRole('button', { name: 'Use the Customer account' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Customer' })).toBeVisible();
  await expect.poll(() => cartCount(page)).toBeGreaterThanOrEqual(guestCount);
  // The header's cart opens the mini-cart with the kept line.
  await cartLink(page).click();
  const miniCart = page.getByRole('dialog', { name: /^Cart: \d+ items?$/ });
  await expect(miniCart.getByRole('listitem').first()).toBeVisible();
  await miniCart.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { name: /Cart/, level: 1 })).toBeVisible();
});

test('the dashboard shows the wallet, the points and the latest orders; guests are sent to sign in and back', async ({
  shop: page,
}) => {
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fdashboard$/);
  await page.getByRole('button', { name: 'Use the Customer account' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('$250.00')).toBeVisible();
  await expect(page.getByText('1200', { exact: true })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Recent Orders' });
  await expect(orders.getByRole('listitem').first()).toBeVisible();
});

test.describe('sign-up refused', () => {
  // The browser logs the 422 answer itself; that is the point of this journey.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('a 422 on the sign-up form shows its message next to the field and keeps what was typed', async ({
    shop: page,
  }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('customer@marketfront.test');
    await form.getByLabel('Password', { exact: true }).fill('engine42');
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').filter({ hasText: /already been taken/ })).toBeVisible();
    await expect(page.getByText(/already been taken/).first()).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    await expect(email).toHaveValue('customer@marketfront.test');

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  });
});

test('converting reward points adds wallet money', async ({ shop: page }) => {
  await signInWithDemoAccount(page);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/my-rewards');
  await expect(page.getByText('1200', { exact: true })).toBeVisible();
  await expect(page.getByText('$250.00')).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Points' }).fill('200');
  await page.getByRole('button', { name: 'Convert to Wallet' }).click();

  await expect(page.getByText('1000', { exact: true })).toBeVisible();
  await expect(page.getByText('$270.00')).toBeVisible();
  await page.goto('/my-wallet');
  await expect(page.getByText('$270.00')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recharge History' }).getByText('+$20.00').first(),
  ).toBeVisible();
});
