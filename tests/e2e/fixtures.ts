import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey starts from a fresh demo shop (its state lives in this browser's localStorage) and fails on
 * any uncaught page error or console error, so a broken screen cannot pass unnoticed.
 */
export const test = base.extend<{ shop: Page; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a journey provokes on purpose (the browser logs every 422 it receives). */
  expectedConsoleErrors: [[], { option: true }],
  shop: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console error: ${message.text()}`);
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await use(page);
    expect(problems, 'the page reported errors').toEqual([]);
  },
});

export { expect };

/** The header's cart button (it opens the mini-cart), whose accessible name carries the count ("Cart: 2 items"). */
export const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart: \d+ items?$/ });

export async function cartCount(page: Page): Promise<number> {
  const name = (await cartLink(page).getAttribute('aria-label')) ?? (await cartLink(page).innerText());
  return Number(/(\d+)/.exec(name)?.[1] ?? NaN);
}

/**
 * The checkout's review step: waits until it is on screen (the privacy agreement renders with it, so checking
 * for the box before that would race), agrees to the privacy policy the demo shop asks for, confirms, and
 * waits for the payment page.
 */
export async function confirmOrder(page: Page) {
  const confirm = page.getByRole('button', { name: 'Confirm Order' });
  await expect(confirm).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await confirm.click();
  await expect(page).toHaveURL(/\/payment$/);
}

/**
 * A signed-in shopper with a default address buys the cart: checkout, the default shipping address, the review
 * step, cash on delivery, and the confirmation page.
 */
export async function buyCartCashOnDelivery(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmOrder(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
}

/** Signs in from /login with the demo customer the demo shop offers there, and lands on the dashboard. */
export async function signInAsDemoCustomer(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use the Customer account' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}
