import type { Page } from '@playwright/test';
import { twoFrames } from '../helpers/frames';
import { expect, test } from './fixtures';

// Spec §2 and issue 29: inside the app, home slides in from the start edge and the product listings fade in; the
// page's first screen never animates (it would hold back the Largest Contentful Paint), and a shopper who asks for
// reduced motion sees no transition at all. The unit tests (src/app/shell/route-transitions.test.tsx) check which
// screen gets which entrance; this checks that the browser runs (or does not run) the animation.

declare global {
  interface Window {
    /** The CSS animations that started on the box around the screen (`#main > div`), with its entrance. */
    __screenAnimations?: { entrance: string | null; name: string }[];
  }
}

/** From the page's start, records every CSS animation that starts on the box around the screen. */
async function watchScreenAnimations(page: Page) {
  await page.addInitScript(() => {
    window.__screenAnimations = [];
    addEventListener(
      'animationstart',
      (event) => {
        const box = event.target as Element;
        if (box.matches('#main > div'))
          window.__screenAnimations?.push({
            entrance: box.getAttribute('data-entrance'),
            name: event.animationName,
          });
      },
      true,
    );
  });
}

const screenAnimations = (page: Page) => page.evaluate(() => window.__screenAnimations ?? []);
const forgetScreenAnimations = (page: Page) => page.evaluate(() => void (window.__screenAnimations = []));

const homeHeading = (page: Page) => page.getByRole('heading', { name: /Today/ }).first();
const listingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'All Products' });

/** Opens the shop on its home page (a full load) with the recorder in place. */
async function openHome(page: Page) {
  await watchScreenAnimations(page);
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
}

/** To All Products through the menu strip, then back home through the shop's name in the header. */
const toAllProducts = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All Products' }).click();
const toHome = (page: Page) => page.getByRole('banner').locator('a[href="/"]').first().click();

// Two frames (twoFrames): what the navigation started has begun, and a 0.01 ms animation would be over.

test('in the app, a listing fades in and home slides in; the first screen does not animate', async ({
  tab: page,
}) => {
  await openHome(page);
  await twoFrames(page);
  expect(await screenAnimations(page), 'the first screen').toEqual([]);

  await toAllProducts(page);
  await expect(listingHeading(page)).toBeVisible();
  await expect.poll(() => screenAnimations(page)).toEqual([expect.objectContaining({ entrance: 'fade' })]);

  // A filter keeps the screen: no second animation.
  await forgetScreenAnimations(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/products?sort=top_rated');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/sort=top_rated/);
  await twoFrames(page);
  expect(await screenAnimations(page), 'a new sort of the same list').toEqual([]);

  await toHome(page);
  await expect(homeHeading(page)).toBeVisible();
  await expect.poll(() => screenAnimations(page)).toEqual([expect.objectContaining({ entrance: 'slide' })]);
});

test('with prefers-reduced-motion: reduce, no route transition runs', async ({ tab: page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);

  await toAllProducts(page);
  await expect(listingHeading(page)).toBeVisible();
  await toHome(page);
  await expect(homeHeading(page)).toBeVisible();
  await twoFrames(page);

  expect(await screenAnimations(page)).toEqual([]);
  // What moves for longer than a blink: the global reduced-motion rule leaves hover transitions 0.01 ms long.
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 1)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
        return `${name} on ${target?.tagName.toLowerCase()}.${String(target?.className)}`;
      }),
  );
  expect(running, 'animations running after going home').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The placeholder replaces the leaving screen: a page scrolled far down shrank under the viewport, and the shopper
  // saw the footer until the product came (the demo shop's `slow` scenario holds every answer 3 s).
  test('a product tapped far down the home page shows its placeholder, not the footer, while it loads', async ({
    tab: page,
  }) => {
    await page.goto('/?scenario=slow');
    const card = page.getByRole('main').locator('h3 a').nth(7);
    await card.scrollIntoViewIfNeeded();
    const name = (await card.textContent())?.trim() ?? '';
    expect(await page.evaluate(() => scrollY), 'scrolled past the first two screens').toBeGreaterThan(
      2 * 844,
    );

    await card.tap();
    const loading = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(loading).toBeVisible();
    // The placeholder the shopper sees: the leaving screen stays in the page, hidden (`display: none`) with its own
    // skeletons, which come first in the page's order.
    await expect(
      page.getByRole('main').locator('[data-skeleton]:visible').first(),
      'the placeholder',
    ).toBeInViewport();
    await expect(page.getByRole('contentinfo'), 'the footer').not.toBeInViewport();
    await expect(loading, 'still loading').toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport({ timeout: 15_000 });
    await page.goBack();
    await expect(card, 'the way back returns to the card').toBeInViewport({ timeout: 15_000 });
  });
});
