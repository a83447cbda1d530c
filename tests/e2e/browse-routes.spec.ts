import { expect, test } from './fixtures';

// Issue 10, "done when": every browsing screen renders its real screen against the demo shop, on a desktop and
// on a phone, with no horizontal overflow and no console errors (the fixture fails the test on any).
const routes = [
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
];

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'small phone', width: 320, height: 640 },
];

for (const viewport of viewports) {
  test(`every browsing screen shows its heading without sideways scrolling on a ${viewport.name}`, async ({
    shop: page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Three products in the compare list, so its table (wider than a phone) is part of the walk.
    await page.goto('/');
    await page.evaluate(async () => {
      for (const id of [1, 2, 3]) {
        await fetch(`/home/add-to-compare/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      }
    });
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading }), route.path).toBeVisible();
      // Wait for the first content (a list, a tab panel or the product grid) before measuring the width.
      await expect(page.locator('[aria-busy="true"]'), route.path).toHaveCount(0);
      const overflow = await page.evaluate(() => {
        const doc = document.scrollingElement ?? document.documentElement;
        // The outermost elements sticking out of the screen, the shared header apart from the screen's own.
        // Content inside its own sideways scroller (the compare table) is clipped there, not sticking out.
        const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
        const insideScroller = (el: Element) => {
          for (
            let parent = el.parentElement;
            parent && parent !== document.body;
            parent = parent.parentElement
          ) {
            if (scrolls(parent)) return parent.getBoundingClientRect().right <= window.innerWidth + 1;
          }
          return false;
        };
        const wide = [...document.body.querySelectorAll('*')].filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !insideScroller(el),
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
      // The whole page, header included (the phone header is built separately; a soft check keeps walking).
      expect
        .soft(overflow.scrollWidth, `${route.path} scrolls sideways: ${overflow.header.join(', ')}`)
        .toBeLessThanOrEqual(overflow.innerWidth);
    }
  });
}
