import type { Page } from '@playwright/test';
import { buyableProducts } from '../../helpers/demo-products';
import { checkOutToPayment, expect, test } from '../fixtures';
import { bell, heard, recordAnnouncements, unreadOf } from '../live-regions';
import { signInFromPage } from './backend-session';

// Issue 11, "done when": live notifications over a real WebSocket — the production build (no MSW) against the
// Node demo server, which renders the Pusher key, cluster, host and port into the page for a signed-in shopper
// and speaks the Pusher protocol on its own WebSocket (ADR 031). The server runs its schedule 60× faster
// (DEMO_REALTIME_SPEED=60): personal events arrive seconds after the bell subscribes, and a placed order's status
// steps a second apart.

/**
 * The paths of the pages whose live socket got the shopper's private channel subscribed, in order. Each page load
 * subscribes anew, at idle time (docs/performance.md): an event broadcast before that is caught up in the bell over
 * HTTP, not announced.
 */
const privateSubscriptions = (page: Page) => {
  const paths: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes('private-'))
        paths.push(new URL(page.url()).pathname);
    }),
  );
  return paths;
};

test('a signed-in shopper hears the shop live over the demo server’s WebSocket, and an order’s progress', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await recordAnnouncements(page);
  const subscribedOn = privateSubscriptions(page);

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await signInFromPage(page, 'demo-captcha-token')).toMatchObject({ success: 'Login Successfully' });
  await page.reload();
  await expect(bell(page)).toBeVisible();
  const before = await unreadOf(page);

  // A price drop on a wishlisted product: a toast and a rising count, with no reload.
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Price drop on your wishlist');
  await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBeGreaterThan(before);
  expect(
    sockets.some((path) => path.startsWith('/app/')),
    `WebSocket paths: ${sockets.join(', ')}`,
  ).toBe(true);

  // An order placed through the screens: "Order placed", then the seller confirms and the courier picks it up. The
  // payment page is a page load of its own, so the shopper pays once it listens: paid within its first half second,
  // the order was placed before the subscription and the toast went unheard (the bell has it), which is what both
  // tries of a loaded fresh-clone run saw.
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await checkOutToPayment(page);
  await expect.poll(() => subscribedOn.includes('/payment'), { timeout: 20_000 }).toBe(true);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Order placed');
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Order confirmed');
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Order picked up');
  expect(problems).toEqual([]);
});
