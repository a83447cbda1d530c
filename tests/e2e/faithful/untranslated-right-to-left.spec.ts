import { drawnText, switchToArabic } from '../drawn-text';
import { expect, test } from '../fixtures';

// A real shop in Arabic before its owner imports the storefront's keywords (issue 34 §3): the backend's table holds
// only its own keys, so the storefront's words fall back to English on a right-to-left page. Each English sentence
// must still read left to right — its full stop last, a question mark after its question, a date in the shopper's
// language kept whole — while the page stays right to left.

test('untranslated words on an Arabic page read left to right, in a page that stays right to left', async ({
  shop: page,
}) => {
  await switchToArabic(page);

  // The empty cart's sentence: it used to be drawn ".Products you add … show up here", the stop on the left.
  await page.goto('/cart');
  const sentence = page.getByText('Products you add to your cart will show up here.');
  await expect(sentence).toBeVisible();
  const empty = await drawnText(sentence);
  const stop = empty.text.lastIndexOf('.');
  expect(empty.lefts[stop], 'the full stop is drawn after "here"').toBeGreaterThan(
    empty.lefts[empty.text.indexOf('here')]!,
  );
  expect(empty.lefts[stop], 'and after "Products"').toBeGreaterThan(empty.lefts[empty.text.indexOf('P')]!);
  // The page itself is still right to left: the sentence is laid out right to left, as the page is.
  expect(empty.direction).toBe('rtl');

  // The product page's seller: "Products: 10" in that order, and a join date written in Arabic kept whole inside the
  // English sentence ("Member since 20 أغسطس 2025": its day drawn right of its year, as Arabic reads).
  await page.goto('/product/everpeak-deluxe-lip-tint-169');
  const products = page.getByText(/Products: \d+/);
  await expect(products).toBeVisible();
  const count = await drawnText(products);
  expect(count.lefts[count.text.indexOf('P')], '"Products" before its count').toBeLessThan(
    count.lefts[count.text.search(/\d/)]!,
  );
  const member = page.getByText(/Member since/);
  await expect(member).toBeVisible();
  const since = await drawnText(member);
  const day = since.text.search(/\d/);
  const year = since.text.search(/\d{4}/);
  expect(year, 'the date has a day and a year').toBeGreaterThan(day);
  expect(since.lefts[day], 'the day is drawn right of the year').toBeGreaterThan(since.lefts[year]!);
  expect(since.lefts[since.text.indexOf('M')], '"Member since" comes first, on the left').toBeLessThan(
    since.lefts[year]!,
  );
});
