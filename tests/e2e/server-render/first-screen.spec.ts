import { devices, type Page } from '@playwright/test';
import { buyableProducts } from '../../helpers/demo-products';
import { cartCount, expect, test } from '../fixtures';

// The server-rendered first screen (docs/performance.md, "Server-rendered first screen"): the demo server renders
// each page with DEMO_SERVER_RENDER=1 from a server-rendering build, and the browser hydrates it. The fixtures fail
// every test on a console error (React's hydration errors among them) and on any CSP violation.

const product = buyableProducts(1)[0]!;
const PRODUCT_PATH = `/product/${product.slug}`;
const NOTICE = 'We use local storage to remember your demo cart. Nothing leaves your browser.';
const CONSENT_COOKIE = 'marketfront_gdpr';

/** The page the server sends for `path`, as a browser asks for it. */
const pageHtml = async (page: Page, path: string) => {
  const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  return response.text();
};

/**
 * Keeps the server's heading element before any script runs (the parser's `interactive` state comes before the
 * module scripts): a hydrated page still shows that element, a page rendered over by the browser does not.
 */
const keepServerHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { __serverHeading?: Element | null }).__serverHeading = document.querySelector('h1');
    });
  });

/**
 * The server's heading is still the one on screen (not rendered over), and React has hydrated it: hydration gives
 * the server's elements React's own properties, which a page that was never hydrated lacks.
 */
const hydratedServerHeading = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as { __serverHeading?: Element | null }).__serverHeading;
    return (
      !!kept &&
      kept === document.querySelector('h1') &&
      kept.isConnected &&
      Object.keys(kept).some((key) => key.startsWith('__reactFiber'))
    );
  });

/**
 * The listing at a phone's width, hydrated over the server's markup: no side panel once settled, the toolbar's
 * sheet filters instead, and nothing wider than the screen.
 */
const hydratedPhoneListing = async (page: Page) => {
  await page.goto('/category/electronics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
};

const privacyNotice = (page: Page) => page.getByRole('region', { name: 'Privacy notice' });

test.describe('a shopper who has not answered the privacy notice', () => {
  test.use({ gdprNotice: 'shown' });

  test('gets the product’s name, price and the privacy notice in the page’s HTML', async ({ page }) => {
    const html = await pageHtml(page, PRODUCT_PATH);
    expect(html).toContain(product.product_name);
    expect(html).toContain(`$${product.price.toFixed(2)}`);
    expect(html).toContain('aria-label="Privacy notice"');
    expect(html).toContain(NOTICE);
    // What the browser hydrates from, and its entry instead of the page's own.
    expect(html).toContain('id="mf-server-state"');
  });

  test('sees the product and the notice, styled and in place, before any script runs (at 390 px)', async ({
    browser,
  }) => {
    // A phone's width: the server's page alone must fit it too.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await expect(page.getByText(`$${product.price.toFixed(2)}`).first()).toBeVisible();
    const notice = privacyNotice(page);
    await expect(notice).toContainText(NOTICE);
    // Its stylesheet came with the page (a lazily loaded part's, linked by the server): docked over the page.
    await expect(notice).toHaveCSS('position', 'fixed');
    await expect(notice.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('accepts the notice: it goes, and the next page’s HTML comes without it', async ({
    shop: page,
    context,
  }) => {
    await keepServerHeading(page);
    await page.goto(PRODUCT_PATH);
    const notice = privacyNotice(page);
    await expect(notice).toContainText(NOTICE);
    // A button works once its part is hydrated (the server's markup has no handlers).
    await expect.poll(() => hydratedServerHeading(page)).toBe(true);
    const accept = notice.getByRole('button', { name: 'Accept' });
    await expect
      .poll(() => accept.evaluate((button) => Object.keys(button).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    await accept.click();
    await expect(notice).not.toBeAttached();
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    // About a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);

    const reload = await page.reload();
    expect(await reload!.text()).not.toContain('aria-label="Privacy notice"');
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await expect(notice).not.toBeAttached();
  });

  test('at 390 px, the hydrated page and its notice fit the screen', async ({ shop: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await keepServerHeading(page);
    await page.goto(PRODUCT_PATH);
    await expect(privacyNotice(page)).toBeVisible();
    await expect.poll(() => hydratedServerHeading(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await privacyNotice(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('product-390.png') });
  });
});

test('a shopper who accepted before (in this browser only) does not see the notice again, and the server learns it', async ({
  shop: page,
  context,
}) => {
  // The fixture's default: the answer in localStorage, no cookie (given before the cookie existed).
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === CONSENT_COOKIE)).toBe(true);
  await expect(privacyNotice(page)).not.toBeAttached();
  expect(await pageHtml(page, PRODUCT_PATH)).not.toContain('aria-label="Privacy notice"');
});

test('the server’s product page hydrates: Add to Cart works, then a category opens without a page load', async ({
  shop: page,
}) => {
  await keepServerHeading(page);
  const response = await page.goto(PRODUCT_PATH);
  expect(await response!.text()).toContain('id="mf-server-state"');
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  // Hydrated, not rendered over: the heading on screen is the server's element.
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => cartCount(page)).toBe(1);

  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  const category = page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link')
    .nth(1);
  const name = (await category.innerText()).trim();
  await category.click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect.poll(() => cartCount(page)).toBe(1);
});

test('the home page comes with its first sections and a product with its first reviews: the hydrating page asks for neither', async ({
  shop: page,
}) => {
  // What the route's loader started without awaiting (below the fold), which the server waits a moment for
  // (src/app/server/render.tsx, `STARTED_ANSWERS_WAIT_MS`): in the markup and the page's state.
  expect(await pageHtml(page, '/')).toMatch(/<h2[^>]*>Popular Categories</);
  expect(await pageHtml(page, PRODUCT_PATH)).toContain(`"/home/product-reviews/${product.id}"`);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/home/page' && url.searchParams.get('page') === '1') asked.push(request.url());
    if (url.pathname.startsWith('/home/product-reviews/')) asked.push(request.url());
  });
  await keepServerHeading(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Categories' })).toBeVisible();
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 2, name: 'Ratings & Reviews' })).toBeVisible();
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  // Settled: what the page's effects ask for after hydrating has been asked for by now.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('on a phone, the server sends a phone’s category page, without the desktop filter panel, and it hydrates', async ({
  browser,
}) => {
  // A phone's browser says so (Sec-CH-UA-Mobile, or "Mobile" in its user agent): the server renders the phone's
  // layout, and the hydrating page answers its breakpoints alike (render.tsx, `fromPhone`).
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await keepServerHeading(page);
  const html = await pageHtml(page, '/category/electronics');
  expect(html).not.toContain('aria-label="Filters"');
  expect(html).toContain('"phone":true');
  await hydratedPhoneListing(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('in a narrow window of a desktop browser, the server’s wide category page hydrates, then drops its filter panel', async ({
  shop: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepServerHeading(page);
  // Not a phone by its request: the server renders the wide layout (it cannot know the window), and the first
  // update after hydration drops the side panel (its breakpoint part alone renders again); the toolbar's sheet
  // filters instead.
  const html = await pageHtml(page, '/category/electronics');
  expect(html).toContain('aria-label="Filters"');
  await hydratedPhoneListing(page);
});

test('the hydration’s scripts are listed in the page and started after the first paint, each asked for once', async ({
  shop: page,
}) => {
  await keepServerHeading(page);
  const html = await pageHtml(page, PRODUCT_PATH);
  // Listed, not preloaded from the head (src/lib/module-preloads.ts).
  expect(html).not.toContain('rel="modulepreload"');
  const listed = JSON.parse(
    /<script type="application\/json" id="mf-module-preloads">([^<]*)<\/script>/.exec(html)![1]!,
  ) as string[];
  expect(listed.length).toBeGreaterThan(5);
  // The app's chunks in the order the entry evaluates them (src/hydrate.tsx, "the app in stages"), each with what it
  // imports, then the hydration's.
  const names = listed.map((href) => /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(href)?.[1]);
  const stages = ['first-route', 'react-dom-client', 'validation', 'page-frame', 'hydration'];
  expect([...new Set(names.filter((name) => stages.includes(name!)))]).toEqual(stages);
  await page.goto(PRODUCT_PATH);
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  const seen = await page.evaluate((hrefs) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
    return {
      fcp,
      beforePaint: scripts.filter((entry) => entry.startTime <= fcp).map((entry) => entry.name),
      requests: hrefs.map((href) =>
        scripts.filter((entry) => entry.name === new URL(href, location.href).href),
      ),
      linked: hrefs.filter((href) =>
        document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`),
      ),
    };
  }, listed);
  // Every listed script was started by the page's own links, once, after the first paint.
  expect(seen.linked).toEqual(listed);
  expect(seen.requests.filter((requests) => requests.length !== 1)).toEqual([]);
  expect(seen.requests.flat().filter((request) => request.startTime <= seen.fcp)).toEqual([]);
  // Before it, the entry alone and the loader's helper: not the app, zod or a schema by a static import of the entry
  // (once, yieldToMain shared with the validator put the validation chunk there: FCP 1.03 → 1.37 s in Lighthouse).
  expect(
    seen.beforePaint.filter((name) => !/\/assets\/(?:hydrate|preload-helper)-[\w-]+\.js$/.test(name)),
  ).toEqual([]);
});

test('the first paint asks for no web font: Inter is loaded after it and worn from the next screen, in place', async ({
  browser,
}) => {
  // A first visit, as Lighthouse measures it: Chromium takes a font already in its memory cache (from another page
  // of the shop) at once, without waiting to be asked.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the first paint showed: its face. The paint observer registered here reports before the hydrating entry's
  // own (src/hydrate.tsx), which starts Inter's loading.
  await page.addInitScript(() => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      (window as { __firstPaint?: unknown }).__firstPaint = {
        marked: document.documentElement.getAttribute('data-web-font'),
        family: getComputedStyle(document.body).fontFamily,
      };
    });
    observer.observe({ type: 'paint' });
  });
  await keepServerHeading(page);
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  // Inter arrives (src/design-system/theme/web-font.ts)…
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  const seen = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ name: entry.name, start: entry.startTime }));
    return {
      fcp,
      fonts,
      first: (window as { __firstPaint?: { marked: string; family: string } }).__firstPaint,
    };
  });
  const fallbacks = /^"Inter Fallback Arial", "Inter Fallback DejaVu", sans-serif/;
  expect(seen.first?.marked).toBe('after-first-paint');
  expect(seen.first?.family).toMatch(fallbacks);
  // Asked for once, after the first content was painted.
  expect(seen.fonts.map((f) => f.name)).toEqual([
    expect.stringMatching(/\/inter-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  expect(seen.fonts[0]!.start).toBeGreaterThan(seen.fcp);
  // …but the screen being read keeps its face: no restyling of every line under the shopper's eyes.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-web-font'))).toBe(
    'after-first-paint',
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(fallbacks);
  // The two faces set the heading and its block alike: the change, whenever it comes, moves nothing.
  const boxes = await page.evaluate(() => {
    const root = document.documentElement;
    const heading = document.querySelector('h1')!;
    const measure = () => [heading, heading.parentElement!].map((el) => el.getBoundingClientRect().toJSON());
    const fallback = measure();
    root.removeAttribute('data-web-font');
    const inter = { family: getComputedStyle(document.body).fontFamily, boxes: measure() };
    root.setAttribute('data-web-font', 'after-first-paint');
    return { fallback, inter };
  });
  expect(boxes.inter.family).toMatch(/^"Inter Variable"/);
  boxes.fallback.forEach((before: { y: number; height: number }, index: number) => {
    const after = boxes.inter.boxes[index] as { y: number; height: number };
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  });
  // The next screen wears Inter.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-web-font')))
    .toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  expect(errors).toEqual([]);
  await context.close();
});

test('the first paint wears the shop’s colours and direction: the hydrated page’s, not the defaults', async ({
  browser,
}) => {
  const colours = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    // What the hydrating app does to the shop's colours on <html>'s style: the server's page already carries the
    // same ones there, so nothing (a change would restyle every element). Other properties (the sticky header's
    // scroll padding) may come.
    if (javaScriptEnabled) {
      await keepServerHeading(page);
      await page.addInitScript(() => {
        const writes: string[] = [];
        (window as { __styleWrites?: string[] }).__styleWrites = writes;
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          new MutationObserver((records) => records.forEach((r) => writes.push(String(r.oldValue)))).observe(
            document.documentElement,
            { attributes: true, attributeFilter: ['style'], attributeOldValue: true },
          );
        });
      });
    }
    await page.goto(PRODUCT_PATH);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible();
    if (javaScriptEnabled) {
      await expect.poll(() => hydratedServerHeading(page)).toBe(true);
      // The hydration's effects (ThemeProvider's among them) have run by then.
      await page.waitForTimeout(300);
      const versions = await page.evaluate(() => [
        ...((window as { __styleWrites?: string[] }).__styleWrites ?? []),
        document.documentElement.getAttribute('style') ?? '',
      ]);
      // Each version of the attribute, its shop colours only, spelt alike.
      const colourDeclarations = (style: string) =>
        style
          .split(';')
          .map((declaration) => declaration.replace(/\s+/g, ''))
          .filter((declaration) => declaration.startsWith('--mf-color-'))
          .sort();
      const [first, ...later] = versions.map(colourDeclarations);
      expect(first!.length).toBeGreaterThan(3);
      for (const version of later) expect(version).toEqual(first);
    }
    const seen = {
      button: await addToCart.evaluate((button) => getComputedStyle(button).backgroundColor),
      menu: await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mf-color-menuBg'),
      ),
      dir: await page.evaluate(() => document.documentElement.dir),
      lang: await page.evaluate(() => document.documentElement.lang),
    };
    await context.close();
    return seen;
  };
  const firstPaint = await colours(false);
  const hydrated = await colours(true);
  expect(firstPaint).toEqual(hydrated);
  // The demo shop sets its menu colours: the first paint has them, not the theme's default.
  expect(firstPaint.menu.trim()).toMatch(/^#[0-9a-f]{6}$/i);
  expect(firstPaint.dir).toBe('ltr');
  expect(firstPaint.lang).toBe('en');
});

test('a shopper who chose Arabic gets a first paint that reads right to left, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The language switcher's request (backend-api §2.1): the session's language from now on.
  expect((await page.request.get('/change/locale/ar')).ok()).toBe(true);
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  // Laid out from the right: the direction every box inherits.
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  await context.close();
});
