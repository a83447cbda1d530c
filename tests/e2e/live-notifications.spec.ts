import type { Page } from '@playwright/test';
import { buyableProducts } from '../helpers/demo-products';
import { confirmOrder, expect, test } from './fixtures';

// Issue 11, "done when": in the demo shop (MSW's ws playing Pusher), placing an order shows a live toast and the
// bell's count rises; sped up (?realtime-speed=60: a status step a second) the order's status changes arrive.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page) =>
  Number(/Unread: (\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

/**
 * Every text announced in a status live region since the page loaded. Sped up, a toast is replaced by the next
 * step's within a second or two, so the journey asserts on what was announced rather than on what is still on
 * screen when the assertion happens to look.
 */
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard?: string[] }).__heard?.join('\n') ?? '');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
});

test('a signed-in shopper places an order and hears about it live, then about its progress', async ({
  shop: page,
}) => {
  const [product] = buyableProducts(1);
  // The speed is read when the demo shop starts, which is after the page's load event: asked on the page the
  // journey goes on with, whose content (answered by the started shop) shows it was taken.
  await page.goto(`/product/${product!.slug}?realtime-speed=60`);
  await expect(page.getByRole('heading', { level: 1, name: product!.product_name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Use the Customer account' }).click();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard/);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, Unread: \d+$/);
  const before = await unreadOf(page);

  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmOrder(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);

  // The live toast, and the bell's count rising without a reload.
  await expect.poll(() => heard(page)).toContain('Order placed');
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(before);
  // A second later (sped up) the seller confirms, then the courier picks it up.
  await expect.poll(() => heard(page)).toContain('Order confirmed');
  await expect.poll(() => heard(page)).toContain('Order picked up');

  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    popover.getByRole('link', { name: /Order (confirmed|picked up|on the way|delivered)/ }).first(),
  ).toBeVisible();
  await popover.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});
