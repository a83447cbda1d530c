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
  tab: page,
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
  tab: page,
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
    tab: page,
  }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('customer@marketfront.test');
    await form.getByLabel('Password', { exact: true }).fill('engine42');
    // The demo shop sets the terms, privacy and refund agreements: each must be ticked before anything is sent.
    for (const agreement of await form.getByRole('checkbox', { name: /^I agree to the/ }).all())
      await agreement.check();
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

test('converting reward points adds wallet money', async ({ tab: page }) => {
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

test('the account lists: wishlist to cart, follow and unfollow a shop, a new address offered at checkout', async ({
  tab: page,
}) => {
  // Four screens' worth of steps in one journey.
  test.setTimeout(180_000);
  await signInWithDemoAccount(page);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // Wishlist a product from the listing; the wishlist page shows it.
  await page.goto('/products');
  const results = page.getByRole('list', { name: 'All Products', exact: true });
  // The listing's products arrive with the route's data (slow on a busy machine): wait for the cards.
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  const heart = results.locator('button[aria-pressed="false"][aria-label^="Wishlist: "]').first();
  await expect(heart).toBeVisible();
  const product = ((await heart.getAttribute('aria-label')) ?? '').replace('Wishlist: ', '');
  await heart.click();
  await expect(results.getByRole('button', { name: `Wishlist: ${product}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Through the header's wishlist link (an in-app navigation; the screen waits for its first page).
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Wishlist: \d+ items?$/ })
    .click();
  const wishlist = page.getByRole('list', { name: 'Wishlist' });
  await expect(wishlist.getByRole('listitem', { name: product })).toBeVisible({ timeout: 30_000 });

  // Add to the cart from the wishlist.
  const before = await cartCount(page);
  const add = wishlist.getByRole('button', { name: /^Add to Cart: / }).first();
  const added = ((await add.getAttribute('aria-label')) ?? '').replace('Add to Cart: ', '');
  await add.click();
  await expect(wishlist.getByRole('button', { name: `Added to cart: ${added}` })).toBeVisible();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(before);

  // Follow a shop, find it among the followed shops, unfollow it there.
  await page.goto('/shop/shanahan-market');
  await expect(page.getByRole('heading', { level: 1, name: 'Shanahan Market' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('You follow Shanahan Market')).toBeVisible();
  await page.goto('/user/followed-shop');
  const followed = page.getByRole('list', { name: 'Followed Shops' });
  await expect(followed.getByRole('heading', { name: 'Shanahan Market' })).toBeVisible({ timeout: 30_000 });
  await followed.getByRole('button', { name: 'Unfollow Shanahan Market' }).click();
  await expect(followed.getByRole('heading', { name: 'Shanahan Market' })).toHaveCount(0);
  await expect(page.getByText('Shop unfollowed', { exact: true })).toBeVisible();

  // Add an address in the book; the checkout offers it.
  await page.goto('/user/addresses');
  await page.getByRole('button', { name: 'Add New Address' }).click({ timeout: 30_000 });
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Office Desk');
  await form.getByRole('textbox', { name: 'Email' }).fill('office.desk@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+8801711111111');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('7 Office Lane');
  for (const place of ['Country', 'State', 'City']) {
    const select = form.getByRole('combobox', { name: place });
    await expect(select).toBeEnabled();
    await select.click();
    await page.getByRole('option').first().click();
  }
  await form.getByRole('textbox', { name: 'Postal Code' }).fill('1000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('list', { name: 'Addresses' }).getByRole('listitem', { name: 'Office Desk' }),
  ).toBeVisible();

  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Office Desk/ })).toBeVisible({ timeout: 30_000 });
});
