import { expect, test } from '../fixtures';

// On the demo server playing the real backend: a brand, a category, a shop or an owner's page that the backend does
// not have (a removed one, a mistyped link) is refused in words (`{ error }`, as backend-api.md gives the backend’s refusals). The page
// says it is not available, offers the way to the others, is kept out of search engines, and shows no "Try again"
// (which would only be refused again); the backend's words are toasted once, as the spec's error catalogue asks
// (§8: server error text is shown as an error toast).

const cases = [
  {
    path: '/brand/no-such-brand',
    request: {
      path: '/home/filtered_products',
      params: { route: 'product.by.brand', slug: 'no-such-brand' },
    },
    heading: 'This brand is not available',
    way: 'See all brands',
    arrives: 'All Brands',
  },
  {
    path: '/category/no-such-category',
    request: {
      path: '/home/filtered_products',
      params: { route: 'product.by.category', slug: 'no-such-category' },
    },
    heading: 'This category is not available',
    way: 'See all categories',
    arrives: 'All Category',
  },
  {
    path: '/shop/no-such-shop',
    request: { path: '/shop-page-data/no-such-shop', params: {} },
    heading: 'This shop is not available',
    way: 'See all shops',
    arrives: 'All Sellers',
  },
  {
    path: '/page/no-such-page',
    request: { path: '/home/others-page/no-such-page', params: {} },
    heading: 'Page not found',
    way: 'Back to home',
    arrives: null,
  },
] as const;

for (const item of cases) {
  test(`${item.path} says it is not available, with the way on and nothing to retry`, async ({
    shop: page,
  }) => {
    const asked = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return (
        r.method() === 'GET' &&
        url.pathname === item.request.path &&
        Object.entries(item.request.params).every(([key, value]) => url.searchParams.get(key) === value)
      );
    });
    // Followed inside the shop (an old link in a post or a menu): the router opens it, the toasts are listening.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, item.path);
    const answer = (await (await asked).response())?.json() as Promise<{ error?: unknown }>;
    const refusal = String((await answer).error);

    await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${item.heading}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // The refusal's words in one error toast (spec §8), even though the page's requests may both be refused.
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(refusal, { exact: true }),
    ).toHaveCount(1);

    await page.getByRole('main').getByRole('link', { name: item.way }).click();
    if (item.arrives) await expect(page.getByRole('heading', { level: 1, name: item.arrives })).toBeVisible();
    else await expect(page).toHaveURL(/\/$/);
  });
}
