import type { Page } from '@playwright/test';
import { chunkFetched, expect, test } from './fixtures';

// A phone's finger, not a mouse: Chromium turns a tap into touch and pointer events, then a focus, then the click.
// Controls that swap an element in on the way (the select's look-alike trigger) or that change the page behind a
// modal (the filter sheet's overlay) are checked here with real taps.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Opens a listing and its sort list with one tap, as a shopper does a second after the page shows; the list. */
async function openSortList(page: Page) {
  await page.goto('/category/electronics');
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  // The idle preloads have fetched the list by the time a shopper taps.
  await chunkFetched(page, 'SelectListbox');
  await page.getByRole('combobox', { name: 'Sort by' }).tap();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  return listbox;
}

type Recorded = Window & { transitionsRun?: string[] };

/** Records every transition the page starts, as what it runs on (its role, or else its tag) and its property. */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as Recorded;
    recorded.transitionsRun = [];
    document.addEventListener(
      'transitionrun',
      (event) => {
        const target = event.target as Element;
        recorded.transitionsRun?.push(
          `${target.getAttribute('role') ?? target.tagName.toLowerCase()} ${event.propertyName}`,
        );
      },
      true,
    );
  });
}

const transitionsRun = (page: Page) => page.evaluate(() => (window as Recorded).transitionsRun ?? []);

test('a shopper on a phone sorts a listing with one tap on the sort control', async ({ tab: page }) => {
  const listbox = await openSortList(page);
  await listbox.getByRole('option', { name: 'Top Rated' }).tap();

  await expect(page).toHaveURL(/[?&]sort=top_rated/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Top Rated');
});

test('a tap beside the open filter sheet closes it and opens nothing behind it', async ({ tab: page }) => {
  await page.goto('/category/electronics');
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).tap();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('group', { name: 'Brands' })).toBeVisible();

  // Beside the sheet lies a product card: the tap must reach the overlay, not the card.
  const box = await sheet.boundingBox();
  const width = page.viewportSize()?.width ?? 390;
  if (!box) throw new Error('the filter sheet has no box');
  const free = box.x > 0 ? box.x / 2 : (box.x + box.width + width) / 2;
  expect(box.x > 0 || box.x + box.width <= width - 24).toBe(true);
  await page.touchscreen.tap(free, 500);

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/category\/electronics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
});

test('a tap beside the open sort list closes it, opens nothing behind it, and the page answers again', async ({
  tab: page,
}) => {
  const listbox = await openSortList(page);

  // Below the list lies the second card. Radix closes the list on the touch, and the finger's click comes after
  // it: that click must reach the list's backdrop, not the card (which then opened, on every try).
  const box = await listbox.boundingBox();
  if (!box) throw new Error('the sort list has no box');
  await page.touchscreen.tap(box.x + 8, box.y + box.height + 48);
  await expect(listbox).toBeHidden();
  const first = page.getByRole('article').first().getByRole('link').first();
  const [firstProduct, firstName] = [await first.getAttribute('href'), await first.textContent()];
  if (!firstProduct || !firstName) throw new Error('the first card has no named link');

  // The backdrop leaves after that click: the next tap opens the card it is on, and only that one.
  await first.tap({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`${firstProduct}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName.trim());
});

test('a tapped colour and Add to Cart change at once, with no transition and no hover look left on them', async ({
  tab: page,
}) => {
  // Under a finger the pressables start no transition (its events are dispatched in the tap's frame) and keep no
  // hover colour (`canHover` in the theme).
  await recordTransitions(page);
  await page.goto('/product/verdant-nordic-wireless-earbuds-199');
  const colours = page.getByRole('radiogroup', { name: 'Color' });
  await expect(colours.getByRole('radio')).not.toHaveCount(0);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled();
  const background = (element: Element) => getComputedStyle(element).backgroundColor;
  const resting = await addToCart.evaluate(background);

  const colour = colours.getByRole('radio').nth(1);
  await colour.tap();
  await expect(colour).toBeChecked();
  await expect(addToCart).toBeEnabled();
  await addToCart.tap();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await expect(addToCart).toBeEnabled();

  expect(await addToCart.evaluate(background), 'Add to Cart after the tap').toBe(resting);
  expect((await transitionsRun(page)).filter((what) => /^(radio|button) /.test(what))).toEqual([]);
});

test('a product card tapped on home opens its product without starting a transition on the card', async ({
  tab: page,
}) => {
  // The tap starts the route change: a box-shadow transition on the card would repaint it on the main thread in
  // every frame while the next screen renders (ADR 076).
  await recordTransitions(page);
  await page.goto('/');
  const card = page.getByRole('main').getByRole('article').first();
  const link = card.getByRole('heading').getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();

  await link.tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect((await transitionsRun(page)).filter((what) => what.startsWith('article '))).toEqual([]);
});
