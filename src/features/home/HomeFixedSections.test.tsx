// The home page's fixed sections (backend-api §4.10, end) and the module switches inside it, against the demo shop:
// recently viewed (the list fetched 10 s after load), the subscribe box and the article, each after the configured
// sections and each only when its setting is on; shop and video sections only when their module is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getGetHomePageMockHandler } from '@/api-generated/endpoints/home/home.msw';
import { recordProductView } from '@/api-generated/endpoints/product/product';
import type { GetHomePageResponse } from '@/api-generated/model';
import { RecentlyViewedLoader } from '@/app/layout/RecentlyViewedLoader';
import { ToastBridge } from '@/app/providers/toast-bridge';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';
import { Component as HomeRoute } from '@/app/routes/home';
import { getCatalogue } from '@mocks/data/catalogue';
import { resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { earbuds, homePages } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import { storyImage } from '../../../tests/helpers/story-support';

// DOMPurify needs these under happy-dom to behave as in a browser (the stories show the article in Chromium).
installHappyDomShims();

const ARTICLE =
  '<h2>Shop from independent sellers</h2><p>Read <a href="/page/about-us">about us</a>.</p><a href="javascript:alert(1)">Bad</a>';

/** One page of configured sections: today's deals only. */
const dealsOnly = (): GetHomePageResponse => ({
  components: { 'today_deals-0': [earbuds] },
  component_names: ['todays_deal'],
  has_more_data: false,
});

/**
 * The home page as the app shows it: its route, with the app shell's 10 s loader and its toast relay (which shows
 * the HTTP failures the app announces) beside it.
 */
function renderHome(
  settings: NonNullable<StartDataOverrides['settings_data']>,
  overrides: StartDataOverrides = {},
) {
  return renderRoute(
    <>
      <ToastBridge />
      <RecentlyViewedLoader />
      <HomeRoute />
    </>,
    { startData: startDataFixture({ ...overrides, settings_data: settings }) },
  );
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** Two published products the shopper looked at earlier: `first`, then `second`. */
async function viewTwoProducts() {
  const [first, second] = getCatalogue().products.filter((p) => p.status === 'published');
  await recordProductView({ product_slug: first!.slug });
  await recordProductView({ product_slug: second!.slug });
  return { first: first!, second: second! };
}

beforeEach(() => {
  resetDemoShop();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Home: recently viewed', () => {
  it('holds the row’s place until the list arrives 10 s after load, then shows the viewed products, newest first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { first, second } = await viewTwoProducts();
    server.use(getGetHomePageMockHandler(dealsOnly()));
    renderHome({ recent_viewed: 1 });

    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(
      within(section).getByRole('status', { name: 'Loading recently viewed products' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(9_000));
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));

    const row = await within(section).findByRole('list', { name: 'Recently Viewed' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([second.product_name, first.product_name]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/product/${second.slug}`,
      `/product/${first.slug}`,
    ]);
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    // After the configured sections.
    await screen.findByRole('heading', { name: "Today's Deals" });
    expect(headings()).toEqual(["Today's Deals", 'Recently Viewed']);
  });

  it('shows no section when nothing was viewed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(getGetHomePageMockHandler(dealsOnly()));
    renderHome({ recent_viewed: 1, subscription_section: 1 });
    await screen.findByRole('region', { name: 'Recently Viewed' });

    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument(),
    );
    expect(headings()).toEqual(["Today's Deals", 'Subscribe to our newsletter']);
  });

  it('says so in an error toast when the list cannot be fetched, and shows no section', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await viewTwoProducts();
    server.use(
      getGetHomePageMockHandler(dealsOnly()),
      // A refusal in words, as the backend sends its errors.
      http.get('*/viewed-products', () => HttpResponse.json({ error: 'Something went wrong' })),
    );
    renderHome({ recent_viewed: 1 });
    await screen.findByRole('region', { name: 'Recently Viewed' });

    act(() => vi.advanceTimersByTime(10_000));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The row follows its list in a background render (useRecentlyViewed's deferred value).
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument(),
    );
  });

  it('toasts a failed connection too, which no section would otherwise show', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      getGetHomePageMockHandler(dealsOnly()),
      http.get('*/viewed-products', () => HttpResponse.json({}, { status: 500 })),
    );
    renderHome({ recent_viewed: 1 });
    await screen.findByRole('region', { name: 'Recently Viewed' });

    act(() => vi.advanceTimersByTime(10_000));
    await screen.findByRole('heading', { name: "Today's Deals" });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    // The toast and the section's leaving are two updates, in either order on a busy machine.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument(),
    );
  });
});

describe('Home: fixed sections follow their switches, after the configured sections', () => {
  it('shows recently viewed, the subscribe box and the article, in that order, when all three are on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await viewTwoProducts();
    server.use(getGetHomePageMockHandler(dealsOnly()));
    renderHome({ recent_viewed: 1, subscription_section: 1, article_section: 1, article: ARTICLE });
    act(() => vi.advanceTimersByTime(10_000));
    await screen.findByRole('list', { name: 'Recently Viewed' });

    const article = (await screen.findByRole('heading', { name: 'Shop from independent sellers' })).closest(
      'article',
    )!;
    expect(headings()).toEqual([
      "Today's Deals",
      'Recently Viewed',
      'Subscribe to our newsletter',
      'Shop from independent sellers',
    ]);
    // The owner's HTML, sanitised: its safe link kept, a script link reduced to its text.
    expect(within(article).getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/page/about-us');
    expect(within(article).queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
    expect(within(article).getByText('Bad')).toBeInTheDocument();
  });

  it('comes after the last configured section: once every page of them is in', async () => {
    server.use(
      getGetHomePageMockHandler(({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return homePages()[page - 1]!;
      }),
    );
    const { user } = renderHome({ subscription_section: 1 });

    await screen.findByRole('heading', { name: "Today's Deals" });
    expect(screen.queryByRole('region', { name: 'Subscribe to our newsletter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Latest News' });
    expect(await screen.findByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    expect(headings().slice(-2)).toEqual(['Latest News', 'Subscribe to our newsletter']);
  });

  it('lets the shopper subscribe from the home page’s box', async () => {
    server.use(getGetHomePageMockHandler(dealsOnly()));
    const { user } = renderHome({ subscription_section: 1 });

    const box = await screen.findByRole('region', { name: 'Subscribe to our newsletter' });
    await user.type(
      await within(box).findByRole('textbox', { name: /Email address/ }),
      'new.reader@example.com',
    );
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(within(box).getByRole('textbox', { name: /Email address/ })).toHaveValue('');
  });

  it.each<[{ subscription_section: 0 | 1; article_section: 0 | 1 }, string[]]>([
    [{ subscription_section: 1, article_section: 0 }, ['Subscribe to our newsletter']],
    [{ subscription_section: 0, article_section: 1 }, ['Shop from independent sellers']],
  ])('with %o shows only %o after the sections', async (switches, expected) => {
    server.use(getGetHomePageMockHandler(dealsOnly()));
    renderHome({ recent_viewed: 0, article: ARTICLE, ...switches });

    await screen.findByRole('heading', { name: "Today's Deals" });
    if (switches.article_section)
      await screen.findByRole('heading', { name: 'Shop from independent sellers' });
    if (switches.subscription_section) await screen.findByRole('button', { name: 'Subscribe' });
    expect(headings()).toEqual(["Today's Deals", ...expected]);
    expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument();
  });

  it('shows no article when the switch is on but the text is empty', async () => {
    server.use(getGetHomePageMockHandler(dealsOnly()));
    renderHome({ subscription_section: 1, article_section: 1, article: '  ' });
    await screen.findByRole('heading', { name: "Today's Deals" });
    await screen.findByRole('button', { name: 'Subscribe' });
    // Nothing after the subscribe box: no empty article.
    expect(
      screen.getByRole('region', { name: 'Subscribe to our newsletter' }).parentElement?.nextSibling,
    ).toBeNull();
  });
});

describe('Home: sections of switched-off modules', () => {
  const shop = {
    id: 4,
    slug: 'shanahan-market',
    image_82x82: storyImage('S', 169, 82, 82),
    image_297x203: storyImage('Shanahan Market', 169, 297, 203),
    rating_count: 4,
    reviews_count: 12,
    shop_name: 'Shanahan Market',
    total_products: 20,
    join_date: '17 Oct 2026',
  };
  const video = {
    id: 5,
    slug: 'live-unboxing',
    is_live: 0,
    thumbnail: storyImage('Video', 10, 320, 180),
    title: 'Live unboxing',
  };
  const withShopsAndVideos = (): GetHomePageResponse => ({
    components: {
      'today_deals-0': [earbuds],
      'sellers-1': [shop],
      'best_sellers-2': [shop],
      'featured_sellers-3': [shop],
      'express_sellers-4': [shop],
      'video_shopping-5': [video],
      'latest_products-6': homePages()[1].components['latest_products-4']!,
    },
    component_names: [
      'todays_deal',
      'top_sellers',
      'best_sellers',
      'featured_sellers',
      'express_sellers',
      'video_shopping',
      'latest_product',
    ],
    has_more_data: false,
  });

  it('shows the shop sections with the seller system on, but no videos without the video-shopping add-on', async () => {
    server.use(getGetHomePageMockHandler(withShopsAndVideos()));
    renderHome({ seller_system: 1 }, { add_ons: [] });

    await screen.findByRole('heading', { name: 'Latest Products' });
    expect(headings()).toEqual([
      "Today's Deals",
      'Top Shops',
      'Best Shops',
      'Featured Shops',
      'Express Shops',
      'Latest Products',
    ]);
    expect(screen.queryByRole('link', { name: /Live unboxing/ })).not.toBeInTheDocument();
  });

  it('leaves out every shop section without the seller system, and shows the videos with the add-on', async () => {
    server.use(getGetHomePageMockHandler(withShopsAndVideos()));
    renderHome({ seller_system: 0 }, { add_ons: ['video_shopping'] });

    await screen.findByRole('heading', { name: 'Latest Products' });
    expect(headings()).toEqual(["Today's Deals", 'Video Shopping', 'Latest Products']);
    expect(screen.queryByRole('link', { name: /Shanahan Market/ })).not.toBeInTheDocument();
  });
});
