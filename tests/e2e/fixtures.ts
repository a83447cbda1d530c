import { test as base, expect, type Page } from '@playwright/test';
import { builtChunk } from '../helpers/built-chunks';
import { buyableProducts } from '../helpers/demo-products';

/** A `securitypolicyviolation` event a page of the test reported (what the browser blocked, and why). */
export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Every journey starts from a fresh demo shop (its state lives in this browser's localStorage) and fails on
 * any uncaught page error or console error, so a broken screen cannot pass unnoticed; and every test fails on
 * any Content-Security-Policy violation in any of its pages (R5: the build is served under the shop's policy).
 *
 * `shop` is that tab opened at the home page; `tab` is the same tab with nothing opened yet, for a journey whose first
 * step opens a page of its own (a product, /login, a scenario): opening the home page before it cost such a journey
 * ≈ 1.3 s (3.5 against 2.1 s to a product's heading, measured 2026-12-07) for a page it never looked at. The demo
 * shop starts on whichever page is opened first, as it does for a shopper who follows a link.
 */
export const test = base.extend<{
  shop: Page;
  tab: Page;
  expectedConsoleErrors: RegExp[];
  cspViolations: CspViolation[];
  cspViolationsExpected: boolean;
  gdprNotice: 'accepted' | 'shown';
  gdprNoticeAccepted: void;
}>({
  /** The demo shop has its GDPR notice on; journeys start with it accepted unless they test it ('shown'). */
  gdprNotice: ['accepted', { option: true }],
  gdprNoticeAccepted: [
    async ({ context, gdprNotice }, use) => {
      if (gdprNotice === 'accepted')
        await context.addInitScript(() => localStorage.setItem('gdpr-consent', 'true'));
      await use();
    },
    { auto: true },
  ],
  /** Console errors a journey provokes on purpose (the browser logs every 422 it receives). */
  expectedConsoleErrors: [[], { option: true }],
  /** Only a test that provokes violations on purpose (and asserts them through `cspViolations`) sets this. */
  cspViolationsExpected: [false, { option: true }],
  cspViolations: [
    async ({ context, cspViolationsExpected }, use) => {
      const violations: CspViolation[] = [];
      // A binding, not a list kept in the page: it outlives navigations and reloads.
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        addEventListener(
          'securitypolicyviolation',
          (event) =>
            window.__reportCspViolation?.({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              sample: event.sample,
              page: location.pathname,
            }),
          true,
        );
      });
      await use(violations);
      if (!cspViolationsExpected) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  tab: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console error: ${message.text()}`);
    });
    await use(page);
    expect(problems, 'the page reported errors').toEqual([]);
  },
  shop: async ({ tab: page }, use) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await use(page);
  },
});

export { expect };

/**
 * Waits until the page has fetched a chunk — a widget or part it loads once it is idle, by its chunk's name or source
 * module (../helpers/built-chunks.ts) — as it has when a shopper acts a moment after the page shows.
 */
export async function chunkFetched(page: Page, name: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (path) =>
          performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path),
        builtChunk('dist-e2e', name),
      ),
    )
    .toBe(true);
}

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

/** A signed-in shopper with a default address checks the cart out to it and lands on the payment page. */
export async function checkOutToPayment(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmOrder(page);
}

/** A signed-in shopper with a default address puts one plain product in the cart and checks out to /payment. */
export async function orderOneProduct(page: Page) {
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
  await checkOutToPayment(page);
}

/**
 * A signed-in shopper with a default address buys the cart: checkout, the default shipping address, the review
 * step, cash on delivery, and the confirmation page.
 */
export async function buyCartCashOnDelivery(page: Page) {
  await checkOutToPayment(page);
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
