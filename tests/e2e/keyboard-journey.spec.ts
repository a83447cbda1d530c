import type { Locator, Page } from '@playwright/test';
import { getCatalogue } from '../../mocks/data/catalogue';
import { buyableProducts } from '../helpers/demo-products';
import { cartLink, expect, test } from './fixtures';

// R22 (quality bar): a shopper who uses only the keyboard signs in, browses a category, filters it by a brand, opens
// a product, adds it to the cart, looks into the mini-cart, checks out and pays. At every stop the focused control
// shows a focus ring, is at least 24 × 24 CSS pixels (WCAG 2.2 SC 2.5.8) and is not hidden under the sticky header
// (SC 2.4.11); the mini-cart keeps focus inside while open and gives it back to the cart button when it closes.

/** What the page says about the element that has focus: whether it is `target`, and what a reviewer checks. */
async function focusState(page: Page, target: Locator) {
  const handle = await target.elementHandle();
  return page.evaluate((element) => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { onTarget: false, focused: null };
    const rect = focused.getBoundingClientRect();
    const header = document.querySelector('header');
    const headerSticky = header ? ['sticky', 'fixed'].includes(getComputedStyle(header).position) : false;
    const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const onTop =
      atCentre === null || atCentre === focused || focused.contains(atCentre) || atCentre.contains(focused);
    // The ring is drawn by the control, its stretched `::after` (a card's link covers the card), or, for a text
    // field, by its frame (`:focus-within`).
    const drawsRing = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const after = getComputedStyle(focused, '::after');
    const stretched =
      after.content !== 'none' && after.position === 'absolute' && focused.offsetParent !== null;
    const target = stretched ? focused.offsetParent!.getBoundingClientRect() : rect;
    // SC 2.5.8's spacing exception: a smaller target passes when a 24 px circle on it reaches no other target.
    const others = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')]
      .filter((other) => other !== focused && !other.contains(focused) && !focused.contains(other))
      .map((other) => other.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const cx = target.left + target.width / 2;
    const cy = target.top + target.height / 2;
    const spaced = others.every((r) => {
      const dx = Math.max(r.left - cx, 0, cx - r.right);
      const dy = Math.max(r.top - cy, 0, cy - r.bottom);
      return Math.hypot(dx, dy) >= 12;
    });
    return {
      onTarget: focused === element || (element !== null && element.contains(focused)),
      focused: `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`,
      ring:
        (focused.matches(':focus-visible') && (drawsRing(getComputedStyle(focused)) || drawsRing(after))) ||
        (focused.parentElement !== null && drawsRing(getComputedStyle(focused.parentElement))) ||
        (focused.parentElement?.parentElement != null &&
          drawsRing(getComputedStyle(focused.parentElement.parentElement))),
      width: target.width,
      height: target.height,
      spaced,
      underHeader: headerSticky && !onTop && atCentre !== null && header!.contains(atCentre),
      covered: !onTop,
      inDialog: focused.closest('[role="dialog"]') !== null,
    };
  }, handle);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking each control it stops on on the way: a visible focus
 * ring, a target of at least 24 × 24 px (checkboxes and radios count with their label, which takes the click too),
 * not under the sticky header, not covered by anything.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page, target);
    if (state.focused === null) continue;
    expect.soft(state.ring, `a visible focus ring on ${state.focused}`).toBe(true);
    expect.soft(state.underHeader, `${state.focused} hidden under the sticky header`).toBe(false);
    expect.soft(state.covered, `${state.focused} covered by another element`).toBe(false);
    if (state.onTarget) {
      const tag = await page.evaluate(
        () => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName,
      );
      if (!['checkbox', 'radio', 'INPUT'].includes(tag ?? ''))
        expect
          .soft(
            Math.min(state.width!, state.height!) >= 24 || state.spaced!,
            `${state.focused} is at least 24 px, or spaced from other targets`,
          )
          .toBe(true);
      return;
    }
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

// The shop's GDPR notice stays docked over the page throughout: nothing the shopper tabs to may end up behind it.
test.use({ gdprNotice: 'shown' });

test('a keyboard-only shopper signs in, browses, filters, buys and pays, always seeing where focus is (R22)', async ({
  tab: page,
}) => {
  test.slow();
  const catalogue = getCatalogue();
  const product = buyableProducts(20).find((p) => p.brand_id !== null)!;
  // The brand page's category filter lists the top-level categories.
  let category = catalogue.categories.find((c) => c.id === product.category_id)!;
  while (category.parent_id !== null)
    category = catalogue.categories.find((c) => c.id === category.parent_id)!;
  const brand = catalogue.brands.find((b) => b.id === product.brand_id)!;

  // Sign in with the demo customer, by keyboard.
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Use the Customer account' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // A brand's products, filtered by the product's category with the space bar.
  await page.goto(`/brand/${brand.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const categoryBox = page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', {
    name: new RegExp(`^${category.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
  });
  await tabTo(page, categoryBox);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/category/);
  await expect(categoryBox).toBeChecked();

  // The product, from its card.
  const card = page.getByRole('link', { name: product.product_name, exact: true }).first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await expect(cartLink(page)).not.toHaveAccessibleName('Cart: 0 items');

  // The mini-cart: focus goes in, stays in while tabbing round, and comes back to the cart button on Escape.
  await tabTo(page, cartLink(page), { backwards: true });
  await page.keyboard.press('Enter');
  const miniCart = page.getByRole('dialog');
  await expect(miniCart).toBeVisible();
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    expect((await focusState(page, miniCart)).inDialog, 'focus stays in the open mini-cart').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(cartLink(page)).toBeFocused();

  // Checkout with the default address, then the review step.
  await page.keyboard.press('Enter');
  await expect(miniCart).toBeVisible();
  await tabTo(page, miniCart.getByRole('link', { name: /checkout/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=review/);
  await tabTo(page, page.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Confirm Order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment$/);

  // Pay: the methods are one radio group, chosen with the arrow keys.
  const methods = page.getByRole('radiogroup');
  await tabTo(page, methods.getByRole('radio').first());
  const cashOnDelivery = page.getByRole('radio', { name: 'Cash on Delivery' });
  for (let presses = 0; presses < 20 && !(await cashOnDelivery.isChecked()); presses++)
    await page.keyboard.press('ArrowDown');
  await expect(cashOnDelivery).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

// On a phone the notice spans the screen's foot, where the footer ends: its last controls (the newsletter's field and
// button) must still scroll clear of it, not only the page's middle (SC 2.4.11).
test('on a phone, a keyboard-only shopper reaches the footer’s newsletter above the docked privacy notice', async ({
  tab: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await tabTo(page, subscribe);
  const [button, notice] = await Promise.all([
    subscribe.boundingBox(),
    page.getByRole('region', { name: 'Privacy notice' }).boundingBox(),
  ]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(notice!.y);
});

// A toast comes up at the same corner as the notice (the whole foot of a phone's screen): it stacks above the notice
// rather than over its Accept button.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test(`at ${viewport.width} px, a toast stacks above the docked privacy notice, leaving its Accept button in view`, async ({
    tab: page,
  }) => {
    await page.setViewportSize(viewport);
    // Where the toast comes to rest, not a frame of its slide in from the screen's edge (measured mid-slide once).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const product = buyableProducts(1)[0]!;
    await page.goto(`/product/${product.slug}`);
    const notice = page.getByRole('region', { name: 'Privacy notice' });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Add to compare' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Product added to compare list' });
    await expect(toast).toBeVisible();
    const [toastBox, noticeBox] = await Promise.all([toast.boundingBox(), notice.boundingBox()]);
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(noticeBox!.y);
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
  });
