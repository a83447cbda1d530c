import { drawnText, switchToArabic } from './drawn-text';
import { expect, test } from './fixtures';

// Several languages, one right-to-left, and several currencies (spec §1): switching is a shopper's journey.
test('switching to Arabic mirrors the whole shop and translates it, and the choice survives a reload', async ({
  shop: page,
}) => {
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();

  // The backend's SPA reloads after a language change; the demo shop keeps the choice in the session.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('link', { name: 'كل المنتجات' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The shop's phone number still reads left to right, as it is dialled: its plus in front, its groups in order
  // (in an Arabic line it used to read "000000 1700 880+").
  const phone = page.getByRole('contentinfo').getByRole('link', { name: '+880 1700 000000' });
  await phone.scrollIntoViewIfNeeded();
  const { text, lefts } = await drawnText(phone);
  expect(lefts[0], 'the plus is drawn before the first digit').toBeLessThan(lefts[1]!);
  expect(lefts[1], 'the first group is drawn before the last').toBeLessThan(lefts[text.length - 1]!);
});

test('switching currency re-prices the products in the new currency', async ({ tab: page }) => {
  await page.goto('/products');
  const grid = page.getByRole('list', { name: 'All Products', exact: true });
  await expect(grid.getByText(/\$\d/).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'EUR (€)' }).click();

  await expect(grid.getByText(/€\d/).first()).toBeVisible();
  await expect(grid.getByText(/\$\d/)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('NaN');
});

test("on an Arabic page a shop's English words keep their own direction, full stop last", async ({
  shop: page,
}) => {
  await switchToArabic(page);

  await page.goto('/product/everpeak-deluxe-lip-tint-169');
  await expect(page.getByRole('heading', { level: 1, name: 'Everpeak Deluxe Lip Tint' })).toBeVisible();
  // The product's summary, as the demo shop's owner wrote it (in English, untranslated).
  const summary = page.getByText(/^Deluxe lip tint by Everpeak\. .+\.$/);
  await expect(summary).toBeVisible();
  const drawn = await drawnText(summary);
  expect(drawn.direction).toBe('ltr');
  // In the page's right-to-left line it used to read ".Deluxe lip tint … task-force", the stop on the left.
  expect(drawn.lefts.at(-1), 'the full stop is drawn after the words, on the right').toBeGreaterThan(
    drawn.lefts[0]!,
  );
});

test("on an Arabic page a post's English title keeps its question mark last, in a line that stays right to left", async ({
  shop: page,
}) => {
  await switchToArabic(page);

  await page.goto('/blog/which-fitness-tracker-suits-you');
  const heading = page.getByRole('heading', { level: 1, name: 'Which fitness tracker suits you?' });
  await expect(heading).toBeVisible();
  // It used to be drawn "?Which fitness tracker suits you", the question mark on the left. The heading and the
  // breadcrumb's last step both show the title.
  for (const title of [
    heading,
    page.getByRole('navigation', { name: 'مسار التنقل' }).locator('[aria-current=page]'),
  ]) {
    const drawn = await drawnText(title);
    expect(drawn.lefts.at(-1), 'the question mark is drawn after the words, on the right').toBeGreaterThan(
      drawn.lefts[0]!,
    );
    // The title still sits at the line's right edge, as the page aligns it.
    expect(drawn.gapRight, 'aligned to the right edge').toBeLessThan(2);
  }
});
