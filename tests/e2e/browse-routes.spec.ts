import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 10, "done when": every browsing screen renders its real screen against the demo shop, on a desktop and
// on a phone, with no horizontal overflow and no console errors (the fixture fails the test on any). WCAG 1.4.10
// (reflow): the same holds at 320 CSS px and at 1280 px zoomed to 200% (640 CSS px).
interface RouteToWalk {
  path: string;
  /** The screen's h1, or any heading matching a pattern (home has no fixed h1). */
  heading: string | RegExp;
  level?: 1;
}
const browsing: RouteToWalk[] = [
  { path: '/categories', heading: 'All Category' },
  { path: '/brands', heading: 'All Brands' },
  { path: '/sellers', heading: 'All Sellers' },
  { path: '/shop/shanahan-market', heading: 'Shanahan Market' },
  { path: '/shop/shanahan-market?tab=products', heading: 'Shanahan Market' },
  { path: '/campaigns', heading: 'All Campaign' },
  { path: '/campaign/winter-collection', heading: 'Winter Collection' },
  { path: '/daily-deals', heading: 'Daily Deals' },
  { path: '/flash-sale', heading: 'All Flash Sale' },
  { path: '/page/about-us', heading: 'About Us' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/video-shopping', heading: 'Video Shopping' },
  { path: '/video-shopping/winter-styling-session', heading: 'Winter styling session' },
  { path: '/blogs', heading: 'All Blogs' },
  { path: '/category-blogs/style', heading: 'Style' },
  { path: '/blog/which-fitness-tracker-suits-you', heading: 'Which fitness tracker suits you?' },
  { path: '/compare-list', heading: 'Compare List' },
].map((route) => ({ ...route, level: 1 as const }));

const routes: RouteToWalk[] = [
  { path: '/', heading: /Today/ },
  { path: '/products', heading: 'All Products', level: 1 },
  { path: '/products?sort=top_rated&page=2', heading: 'All Products', level: 1 },
  { path: '/cart', heading: /cart/i },
  ...browsing,
];

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'small phone', width: 320, height: 640 },
  // A 1280 × 800 window at 200% zoom lays out like a 640 × 400 one.
  { name: '1280 px screen at 200% zoom', width: 640, height: 400 },
];

/** The first product of the listing and its category, so product details and a category list are walked too. */
async function productAndCategory(page: Page): Promise<RouteToWalk[]> {
  await page.goto('/products');
  const firstCard = page
    .getByRole('list', { name: /products/i })
    .getByRole('listitem')
    .first();
  const productHref = await firstCard.getByRole('link').first().getAttribute('href');
  expect(productHref, 'a product link on the listing').toBeTruthy();
  await page.goto(productHref as string);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const productName = (await heading.textContent()) ?? '';
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const categoryLink = crumbs.getByRole('link').nth(1);
  const walk: RouteToWalk[] = [{ path: productHref as string, heading: productName, level: 1 }];
  if ((await categoryLink.count()) > 0) {
    const categoryHref = (await categoryLink.getAttribute('href')) as string;
    walk.push({ path: categoryHref, heading: (await categoryLink.textContent()) ?? '', level: 1 });
  }
  return walk;
}

for (const viewport of viewports) {
  test(`every browsing screen shows its heading without sideways scrolling on a ${viewport.name}`, async ({
    shop: page,
  }) => {
    // Some twenty full page loads in one walk.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Three products in the compare list, so its table (wider than a phone) is part of the walk.
    await page.goto('/');
    await page.evaluate(async () => {
      for (const id of [1, 2, 3]) {
        await fetch(`/home/add-to-compare/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      }
    });
    for (const route of [...routes, ...(await productAndCategory(page))]) {
      await page.goto(route.path);
      await expect(
        page.getByRole('heading', { level: route.level, name: route.heading }).first(),
        route.path,
      ).toBeVisible({ timeout: 30_000 });
      // Wait for the first content (a list, a tab panel or the product grid) before measuring the width.
      await expect(page.locator('[aria-busy="true"]'), route.path).toHaveCount(0);
      const overflow = await page.evaluate(() => {
        const doc = document.scrollingElement ?? document.documentElement;
        // The outermost elements sticking out of the screen, the shared header apart from the screen's own.
        // Content inside a clipping or scrolling box that itself fits (a carousel, a swipeable row) does not count.
        const clippedInside = (el: Element) => {
          for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (style.overflowX !== 'visible' && box.getBoundingClientRect().right <= window.innerWidth + 1) {
              return true;
            }
          }
          return false;
        };
        const wide = [...document.body.querySelectorAll('*')].filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clippedInside(el),
        );
        const outermost = wide.filter((el) => !wide.includes(el.parentElement as Element));
        const describe = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className)}`.slice(0, 80);
        return {
          scrollWidth: doc.scrollWidth,
          innerWidth: window.innerWidth,
          screen: outermost.filter((el) => !el.closest('header, [role="banner"]')).map(describe),
          header: outermost.filter((el) => el.closest('header, [role="banner"]')).map(describe),
        };
      });
      expect(overflow.screen, `${route.path}: parts of the screen stick out`).toEqual([]);
      // The whole page, header included.
      expect(
        overflow.scrollWidth,
        `${route.path} scrolls sideways: ${overflow.header.join(', ')}`,
      ).toBeLessThanOrEqual(overflow.innerWidth);
    }
  });
}
