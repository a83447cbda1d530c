import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cartLink, expect, orderOneProduct, signInAsDemoCustomer, test } from './fixtures';

// Quality bar R21 in the built app, beyond the pages at rest (accessibility.spec.ts): the money and sign-in pages
// and the states the catalogue names — a menu open, a dialog open, a form with errors, an empty cart, an error
// state — each with zero axe violations (WCAG 2.0–2.2 A/AA), on a desktop and, where the state is a phone's, at
// 390 px.

const violations = async (page: Page, include?: string) => {
  // axe reads colours as drawn: a toast still fading in has too little contrast for a moment (a journey failed so
  // once). Wait for what is on its way in or out; endless ones (a skeleton's shimmer) never end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('sign-in: the form, then the form with its errors', async ({ tab: page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('checkout and payment: the delivery step, the review step, the payment page', async ({ tab: page }) => {
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

  test('a listing whose answer breaks the contract', async ({ tab: page }) => {
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

// Windows' contrast themes (forced colours) repaint the page in the theme's colours and drop painted backgrounds. A
// rating's stars are painted backgrounds (Rating.css.ts): without their own forced-colours rule they vanish (checked:
// every star's centre was the page's colour); with it the lit and unlit stars take the theme's text and
// disabled-text colours, so they still say how many are lit.
test('in forced-colours mode a product card’s rating still shows its lit and unlit stars apart', async ({
  tab: page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/category/electronics');
  // An average from 1 to 4.4: its first star is lit, and its last is unlit up to beyond its centre.
  const ratings = page.getByRole('img', { name: /^([1-3](\.\d)?|4(\.[0-4])?) out of 5$/ });
  await expect(ratings.first()).toBeVisible();
  const rating = ratings.first();
  const lit = Math.floor(Number((await rating.getAttribute('aria-label'))!.split(' ')[0]));
  const picture = (await rating.screenshot()).toString('base64');
  // The colour at the centre of each star's box (inside the star's shape), read from the screenshot.
  const centres = await rating.evaluate(async (element, png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const box = element.getBoundingClientRect();
    const scale = image.width / box.width;
    return [...element.children].map((star) => {
      const r = star.getBoundingClientRect();
      const [x, y] = [(r.left - box.left + r.width / 2) * scale, (r.top - box.top + r.height / 2) * scale];
      return [...context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)].join(',');
    });
  }, picture);
  expect(centres).toHaveLength(5);
  const [litColour, unlitColour] = [centres[0], centres[4]];
  expect(centres.slice(0, lit)).toEqual(Array(lit).fill(litColour));
  expect(unlitColour).not.toBe(litColour);
});
