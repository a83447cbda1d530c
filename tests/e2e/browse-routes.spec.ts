import type { Page } from '@playwright/test';
import { twoFrames } from '../helpers/frames';
import { expect, signInAsDemoCustomer, test } from './fixtures';

// Issue 10, "done when": every browsing screen renders its real screen against the demo shop, on a desktop and
// on a phone, with no horizontal overflow and no console errors (the fixture fails the test on any). WCAG 1.4.10
// (reflow): the same holds at 320 CSS px and at 1280 px zoomed to 200% (640 CSS px).
interface RouteToWalk {
  path: string;
  /** The screen's h1, or any heading matching a pattern (home has no fixed h1). */
  heading: string | RegExp;
  level?: 1;
}
/** Routes whose heading is the screen's h1. */
const screensWithH1 = (list: Array<Omit<RouteToWalk, 'level'>>): RouteToWalk[] =>
  list.map((route) => ({ ...route, level: 1 as const }));

const browsing = screensWithH1([
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
]);

// Signing in and finding an order, as a guest.
const guestRoutes = screensWithH1([
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Sign Up' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/track-order', heading: 'Track Order' },
]);

// The account area and the checkout, signed in as the demo customer.
const signedInRoutes = screensWithH1([
  { path: '/user/dashboard', heading: 'Dashboard' },
  { path: '/user/edit-profile', heading: 'Edit Profile' },
  { path: '/user/change-password', heading: 'Change Password' },
  { path: '/user/addresses', heading: 'Addresses' },
  { path: '/user/order-history', heading: 'Order History' },
  { path: '/user/digital-product-orders', heading: 'Digital Product Orders' },
  { path: '/user/notification', heading: 'Notifications' },
  { path: '/user/followed-shop', heading: 'Followed Shops' },
  { path: '/user/wishlist', heading: 'Wishlist' },
  { path: '/user/gift-voucher', heading: 'Gift Voucher' },
  { path: '/user/user-to-seller', heading: 'Be A Seller' },
  { path: '/my-wallet', heading: 'My Wallet' },
  { path: '/my-rewards', heading: 'My Rewards' },
  { path: '/checkout', heading: 'Checkout' },
]);

const routes: RouteToWalk[] = [
  { path: '/', heading: /Today/ },
  { path: '/products', heading: 'All Products', level: 1 },
  { path: '/products?sort=top_rated&page=2', heading: 'All Products', level: 1 },
  { path: '/cart', heading: /cart/i, level: 1 },
  ...browsing,
];

// Each route is opened once at the phone width (the shop is phone-first), then the same page is resized through
// the other widths: the layout must hold both when it first renders and when the window changes under it.
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'small phone', width: 320, height: 640 },
  // A 1280 × 800 window at 200% zoom lays out like a 640 × 400 one.
  { name: '1280 px screen at 200% zoom', width: 640, height: 400 },
  { name: 'desktop', width: 1366, height: 900 },
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

/** What sticks out of the window: the outermost elements wider than it, the screen's apart from the header's. */
function measureOverflow() {
  const doc = document.scrollingElement ?? document.documentElement;
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
}

/**
 * Opens a route inside the running app, as a link would (the router follows the history), so a walk pays for one
 * full page load instead of one per route; the first route of a walk is a full load.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens each route at the first width, then resizes through the others, measuring each time. */
async function walk(page: Page, routes: RouteToWalk[]) {
  const [first, ...others] = viewports;
  for (const [index, route] of routes.entries()) {
    await page.setViewportSize({ width: first!.width, height: first!.height });
    // In the app when the heading tells the screens apart (it is what shows the new screen has rendered); a
    // full load otherwise (the first route, a heading pattern, the same heading as the route before).
    const previous = routes[index - 1];
    const distinct =
      previous !== undefined &&
      typeof route.heading === 'string' &&
      typeof previous.heading === 'string' &&
      route.heading !== previous.heading;
    if (distinct) await openInApp(page, route.path);
    else await page.goto(route.path);
    for (const viewport of [first!, ...others]) {
      const where = `${route.path} on a ${viewport.name} (${viewport.width} px)`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expect(
        page.getByRole('heading', { level: route.level, name: route.heading }).first(),
        where,
      ).toBeVisible({ timeout: 30_000 });
      // A signed-in screen that sent the shopper to sign in would still show a heading: stay where asked.
      expect(new URL(page.url()).pathname, where).toBe(route.path.split('?')[0]);
      // Wait for the first content (a list, a tab panel or the product grid) before measuring the width. Longer than
      // the 10 s after load at which the recently viewed products are asked for (spec §9): home shows their
      // placeholder, busy, until then, and a 10 s wait raced it (a retry in a clean-clone run, 2026-11-30).
      await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 20_000 });
      // Two frames: what a resize changes (media queries, observers) is laid out before measuring.
      await twoFrames(page);
      const overflow = await page.evaluate(measureOverflow);
      expect(overflow.screen, `${where}: parts of the screen stick out`).toEqual([]);
      // The whole page, header included.
      expect(
        overflow.scrollWidth,
        `${where} scrolls sideways: ${overflow.header.join(', ')}`,
      ).toBeLessThanOrEqual(overflow.innerWidth);
    }
  }
}

test('every browsing screen shows its heading without sideways scrolling on phones, a zoomed screen and a desktop', async ({
  shop: page,
}) => {
  // Some thirty full page loads, each measured at four widths.
  test.setTimeout(480_000);
  // The walk waits past the 10 s after which home opens its newsletter offer (a modal that hides the screen's heading
  // from the accessibility tree): answered "don't show again", as in the other journeys that stay that long.
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-hidden', 'true'));
  // Three products in the compare list, so its table (wider than a phone) is part of the walk.
  await page.evaluate(async () => {
    for (const id of [1, 2, 3]) {
      await fetch(`/home/add-to-compare/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    }
  });
  await walk(page, [...routes, ...guestRoutes, ...(await productAndCategory(page))]);
});

test('every account and checkout screen shows its heading without sideways scrolling, signed in', async ({
  tab: page,
}) => {
  test.setTimeout(420_000);
  await signInAsDemoCustomer(page);
  // Something in the cart, so the checkout has lines; and one of the shopper's orders, for its details page.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();
  await page.goto('/user/order-history');
  const details = page.getByRole('link', { name: /^Order details/ }).first();
  const orderPath = new URL((await details.getAttribute('href')) as string, page.url()).pathname;
  await walk(page, [...signedInRoutes, { path: orderPath, heading: /Order/, level: 1 }]);
});
