import type { Page } from '@playwright/test';
import { twoFrames } from '../helpers/frames';
import { expect, test } from './fixtures';

// Issue 34: the sign-in, sign-up and seller sign-up screens must not scroll sideways on a phone, and nothing of
// them may stick out of a 320 px screen on either side — the form's hidden checkbox inputs once did, by 4 px
// (design-system/theme/control.css.ts). Each screen is measured as it opens and, where it has one, with its phone
// tab (the country-code picker) open.
const screens = [
  { path: '/login', heading: 'Login', tabs: ['E-mail', 'Phone'] },
  { path: '/register', heading: 'Sign Up', tabs: ['E-mail', 'Phone'] },
  { path: '/register/seller', heading: 'Seller SignUp', tabs: [] },
];

const widths = [390, 320];

/** The page's width against the window's, and every element outside the window on the left or the right. */
function measureSideways() {
  const doc = document.scrollingElement ?? document.documentElement;
  // Content inside a clipping or scrolling box that itself fits does not count (a swipeable tab list).
  const clippedInside = (el: Element) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const rect = box.getBoundingClientRect();
      if (getComputedStyle(box).overflowX !== 'visible' && rect.left >= -1 && rect.right <= innerWidth + 1) {
        return true;
      }
    }
    return false;
  };
  const outside = [...document.body.querySelectorAll('*')].filter((el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    return (rect.left < -0.5 || rect.right > innerWidth + 0.5) && !clippedInside(el);
  });
  return {
    scrollWidth: doc.scrollWidth,
    innerWidth,
    outside: outside.map((el) => {
      const rect = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}.${String(el.className)}`.slice(0, 60);
      return `${name} at ${Math.round(rect.left)}…${Math.round(rect.right)} px`;
    }),
  };
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0);
  // Two frames: what a resize or a new tab changes is laid out before measuring.
  await twoFrames(page);
  const measured = await page.evaluate(measureSideways);
  expect(measured.outside, `${where}: parts of the screen stick out`).toEqual([]);
  expect(measured.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(measured.innerWidth);
}

for (const width of widths) {
  test(`sign-in and sign-up screens fit a ${width} px phone, their phone tabs too`, async ({ tab: page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      // The form's checkboxes (remember me, the agreements) are in the form: their hidden inputs exist.
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${screen.path} at ${width} px`);
      for (const tab of screen.tabs.slice(1)) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('combobox', { name: 'Country code' })).toContainText('(+');
        await expectNoSidewaysScroll(page, `${screen.path}, ${tab} tab, at ${width} px`);
      }
    }
  });
}
