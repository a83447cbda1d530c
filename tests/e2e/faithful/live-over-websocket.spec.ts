import { expect, test } from '@playwright/test';
import { signInFromPage } from './backend-session';

// Issue 11, "done when": live notifications over a real WebSocket — the production build (no MSW) against the
// Node demo server, which renders the Pusher key, cluster, host and port into the page for a signed-in shopper
// and speaks the Pusher protocol on its own WebSocket (ADR 031). The server runs its schedule 60× faster
// (DEMO_REALTIME_SPEED=60), so the demo customer's personal events arrive seconds after the bell subscribes.

test('a signed-in shopper hears the shop live over the demo server’s WebSocket', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await signInFromPage(page, 'demo-captcha-token')).toMatchObject({ success: 'Login Successfully' });
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unread = async () =>
    Number(/Unread: (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  // A price drop on a wishlisted product, then a new product from a followed shop: toasts and a rising count.
  await expect(page.getByRole('status').filter({ hasText: 'Price drop on your wishlist' })).toBeAttached({
    timeout: 20_000,
  });
  await expect.poll(() => unread(), { timeout: 20_000 }).toBeGreaterThan(before);
  expect(
    sockets.some((path) => path.startsWith('/app/')),
    `WebSocket paths: ${sockets.join(', ')}`,
  ).toBe(true);
  expect(problems).toEqual([]);
});
