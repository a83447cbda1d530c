import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// Quality bar R21: zero axe violations (WCAG 2.0–2.2 A/AA) on the key pages, with the demo shop behind them.
const pages = [
  { name: 'home', path: '/', ready: 'Today' },
  { name: 'product listing', path: '/products', ready: 'All Products' },
  { name: 'cart', path: '/cart', ready: '[Cc]art' },
  { name: 'not found', path: '/no-such-page', ready: 'Page not found' },
];

for (const { name, path, ready } of pages) {
  test(`the ${name} page has no accessibility violations`, async ({ tab: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: new RegExp(ready) }).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('a product page has no accessibility violations', async ({ tab: page }) => {
  await page.goto('/products');
  await page
    .getByRole('list', { name: /products/i })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('an unknown address shows the not-found page inside the shop, with a way home', async ({
  tab: page,
}) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
