import { buyableProducts } from '../helpers/demo-products';
import { cartCount, expect, test } from './fixtures';

// R8 (quality bar): a double click and rapid Enter presses on "Add to Cart" while the shop takes seconds to answer
// (the demo shop's `slow` scenario: every answer 3 s late) are one shopper intent: one request with one
// Idempotency-Key, the button busy (aria-disabled) until the answer, and the cart grows by exactly one.
test('a double click and rapid Enter on Add to Cart add one, with one key, the button busy meanwhile (R8)', async ({
  tab: page,
}) => {
  test.slow();
  const [product] = buyableProducts(1);
  await page.goto(`/product/${product!.slug}?scenario=slow`);
  const button = page.getByRole('button', { name: /^Add to Cart/ });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const before = await cartCount(page);

  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/user/addToCart')
      adds.push(request.headers()['idempotency-key'] ?? '(none)');
  });
  await button.dblclick();
  await button.press('Enter');
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');

  await expect.poll(() => cartCount(page), { timeout: 30_000 }).toBe(before + 1);
  await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  expect(adds).toHaveLength(1);
  expect(adds[0]).toMatch(/\S{8,}/);
  // And it stays one: nothing was queued behind the busy button.
  await page.waitForTimeout(4000);
  expect(adds).toHaveLength(1);
  expect(await cartCount(page)).toBe(before + 1);
});
