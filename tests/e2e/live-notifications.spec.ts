import { builtChunk } from '../helpers/built-chunks';
import { buyableProducts } from '../helpers/demo-products';
import { buyCartCashOnDelivery, expect, signInAsDemoCustomer, test } from './fixtures';
import { bell, heard, recordAnnouncements, unreadOf } from './live-regions';

// Issue 11, "done when": in the demo shop (MSW's ws playing Pusher), placing an order shows a live toast and the
// bell's count rises; sped up (?realtime-speed=60: a status step a second) the order's status changes arrive.

test.beforeEach(async ({ page }) => {
  await recordAnnouncements(page);
});

test('a signed-in shopper places an order and hears about it live, then about its progress', async ({
  tab: page,
}) => {
  const [product] = buyableProducts(1);
  // The speed is read when the demo shop starts, which is after the page's load event: asked on the page the
  // journey goes on with, whose content (answered by the started shop) shows it was taken.
  await page.goto(`/product/${product!.slug}?realtime-speed=60`);
  await expect(page.getByRole('heading', { level: 1, name: product!.product_name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();

  await signInAsDemoCustomer(page);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, Unread: \d+$/);
  const before = await unreadOf(page);

  await buyCartCashOnDelivery(page);

  // The live toast, and the bell's count rising without a reload.
  await expect.poll(() => heard(page)).toContain('Order placed');
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(before);
  // A second later (sped up) the seller confirms, then the courier picks it up.
  await expect.poll(() => heard(page)).toContain('Order confirmed');
  await expect.poll(() => heard(page)).toContain('Order picked up');
  // Then on its way and delivered, the last step: only after it does nothing more arrive, so "Mark all as seen"
  // can leave the bell at zero (marking earlier raced the next step's notification).
  await expect.poll(() => heard(page)).toContain('Order delivered');

  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    popover.getByRole('link', { name: /Order (confirmed|picked up|on the way|delivered)/ }).first(),
  ).toBeVisible();
  await popover.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('an order placed before the page listens is still heard once the live channel opens', async ({
  tab: page,
}) => {
  // The live channel's library is held back from the start: no page of this visit listens until the order is placed.
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  const pusherChunk = builtChunk('dist-e2e', 'pusher');
  await page.context().route(
    (url) => url.pathname === pusherChunk,
    (route) => {
      if (holding) held.push(() => route.continue());
      else void route.continue();
    },
  );
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await signInAsDemoCustomer(page);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, Unread: \d+$/);

  await buyCartCashOnDelivery(page);
  expect(held.length).toBeGreaterThan(0); // the page wanted to listen and could not
  // The shop has stored the order's notification, and its live feed (a pump a second) has sent it to nobody.
  const stored = () =>
    page.evaluate(async () => {
      const answer = await fetch('/user-notification/all?page=1', {
        headers: { Accept: 'application/json' },
      });
      return JSON.stringify(await answer.json());
    });
  await expect.poll(stored).toContain('Order placed');
  await page.waitForTimeout(2500);
  expect(await heard(page)).not.toContain('Order placed');

  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect.poll(() => heard(page)).toContain('Order placed');
  await bell(page).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Order placed/ })
      .first(),
  ).toBeVisible();
});
