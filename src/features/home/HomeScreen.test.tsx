import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getGetHomePageMockHandler } from '@/api-generated/endpoints/home/home.msw';
import type { GetHomePageResponse } from '@/api-generated/model';
import { Component as HomeRoute } from '@/app/routes/home';
import { server } from '../../../mocks/node';
import { earbuds, homePages } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';

/** Answers `GET /home/page?page=n` with the n-th fixture page. */
function pagesHandler(pages: GetHomePageResponse[] = homePages()) {
  return getGetHomePageMockHandler(({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    return pages[page - 1] ?? { components: {}, component_names: [], has_more_data: false };
  });
}

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** An IntersectionObserver that reports every observed element as in view at once. */
class EverythingInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Home', () => {
  it('shows the slider, banners and services from the start data', async () => {
    server.use(pagesHandler());
    renderRoute(<HomeRoute />);

    expect(screen.getByRole('region', { name: 'Featured offers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Featured offer 1' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Promotion 1' }).closest('a')).toHaveAttribute(
      'href',
      '/best-selling/products',
    );
    const services = screen.getByRole('region', { name: 'Our services' });
    expect(within(services).getByText('Free shipping')).toBeInTheDocument();
    await screen.findByRole('heading', { name: "Today's Deals" });
  });

  it('hides the services when the shop turns them off', async () => {
    server.use(pagesHandler());
    renderRoute(<HomeRoute />, {
      startData: startDataFixture({ settings_data: { show_service_info_section: 0 } }),
    });
    await screen.findByRole('heading', { name: "Today's Deals" });
    expect(screen.queryByRole('region', { name: 'Our services' })).not.toBeInTheDocument();
  });

  it('renders the sections in the order the data gives, page after page', async () => {
    server.use(pagesHandler());
    const { user } = renderRoute(<HomeRoute />);

    await screen.findByRole('heading', { name: "Today's Deals" });
    expect(sectionHeadings()).toEqual(["Today's Deals", 'Popular Brands', 'Popular Categories']);
    const deals = screen.getByRole('region', { name: "Today's Deals" });
    expect(within(deals).getByRole('link', { name: "View all: Today's Deals" })).toHaveAttribute(
      'href',
      '/daily-deals',
    );
    expect(within(deals).getByText('$54.00')).toBeInTheDocument();
    expect(within(deals).getByText('10% OFF')).toBeInTheDocument();
    expect(within(deals).getByRole('link', { name: 'Wireless Earbuds Pro' })).toHaveAttribute(
      'href',
      '/product/wireless-earbuds-pro',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Latest News' });
    expect(sectionHeadings()).toEqual([
      "Today's Deals",
      'Popular Brands',
      'Popular Categories',
      'Latest Products',
      'Latest News',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens the quick view of a product over the home page from its card', async () => {
    server.use(pagesHandler());
    const { user, router } = renderRoute(<HomeRoute />);

    const deals = await screen.findByRole('region', { name: "Today's Deals" });
    await user.click(within(deals).getByRole('button', { name: 'Quick view: Bluetooth Speaker' }));

    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?product=bluetooth-speaker');
    expect(screen.getByRole('heading', { name: "Today's Deals" })).toBeInTheDocument();
  });

  it('loads the next sections by itself when the last one nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', EverythingInView);
    server.use(pagesHandler());
    renderRoute(<HomeRoute />);

    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    expect(sectionHeadings().at(-1)).toBe('Latest News');
  });

  it('shows a small error for a section whose data has the wrong shape, and the other sections', async () => {
    const [first] = homePages();
    const brands = first.components['brands-1']!;
    server.use(
      pagesHandler([
        {
          components: { 'today_deals-0': brands, 'latest_products-1': [earbuds] },
          component_names: ['todays_deal', 'latest_product'],
          has_more_data: false,
        },
      ]),
    );
    renderRoute(<HomeRoute />);

    expect(
      await screen.findByRole('heading', { name: 'This section could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an error with retry when the sections fail, and keeps the slider', async () => {
    server.use(
      http.get('*/home/page', () => HttpResponse.json({}, { status: 500 }), { once: true }),
      pagesHandler(),
    );
    const { user } = renderRoute(<HomeRoute />);

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: 'Featured offers' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Today's Deals" })).toBeInTheDocument();
  });
});
