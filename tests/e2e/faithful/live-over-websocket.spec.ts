import { buyableProducts } from '../../helpers/demo-products';
import { buyCartCashOnDelivery, expect, test } from '../fixtures';
import { bell, heard, recordAnnouncements, unreadOf } from '../live-regions';
import { signInFromPage } from './backend-session';

// Issue 11, "done when": live notifications over a real WebSocket — the production build (no MSW) against the
// Node demo server, which renders the Pusher key, cluster, host and port into the page for a signed-in shopper
// and speaks the Pusher protocol on its own WebSocket (ADR 031). The server runs its schedule 60× faster
// (DEMO_REALTIME_SPEED=60): personal events arrive seconds after the bell subscribes, and a placed order's status
// steps a second apart.

test('a signed-in shopper hears the shop live over the demo server’s WebSocket, and an order’s progress', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await recordAnnouncements(page);

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

  // An order placed through the screens: "Order placed", then the seller confirms and the courier picks it up.
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await buyCartCashOnDelivery(page);
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Order placed');
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Order confirmed');
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContain('Order picked up');
  expect(problems).toEqual([]);
});
