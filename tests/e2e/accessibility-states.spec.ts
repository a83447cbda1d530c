import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cartLink, expect, orderOneProduct, signInAsDemoCustomer, test } from './fixtures';

// Quality bar R21 in the built app, beyond the pages at rest (accessibility.spec.ts): the money and sign-in pages
// and the states the catalogue names — a menu open, a dialog open, a form with errors, an empty cart, an error
// state — each with zero axe violations (WCAG 2.0–2.2 A/AA), on a desktop and, where the state is a phone's, at
// 390 px.

const violations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('sign-in: the form, then the form with its errors', async ({ shop: page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('checkout and payment: the delivery step, the review step, the payment page', async ({ shop: page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  // The demo shop answers from the page: leaving before it has would lose the line (as the other journeys wait).
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The review step's error: confirming without the privacy agreement.
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'privacy policy' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await orderOneProduct(page);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a dialog open: the mini-cart, and the empty cart page', async ({ shop: page }) => {
  await cartLink(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /empty/i })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('an error state', () => {
  // The client reports the refused answer on the console, as it should.
  test.use({ expectedConsoleErrors: [/\[contract\] GET \/home\/filtered_products/] });

  test('a listing whose answer breaks the contract', async ({ shop: page }) => {
    // Prices come back as text: the client refuses the answer and the listing shows its error with Try again.
    await page.goto('/products?scenario=broken-prices');
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible({ timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu sheet open', async ({ shop: page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
