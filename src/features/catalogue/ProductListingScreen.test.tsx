import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getAddToCartMockHandler } from '@/api-generated/endpoints/cart/cart.msw';
import {
  getAddToCompareMockHandler,
  getAddToCompareResponseMock,
} from '@/api-generated/endpoints/compare/compare.msw';
import {
  getGetFilterDataMockHandler,
  getGetFilteredProductsMockHandler,
  getLoadFilterBrandsMockHandler,
} from '@/api-generated/endpoints/catalogue/catalogue.msw';
import type { GetFilteredProductsResponse } from '@/api-generated/model';
import { Component as ListingRoute } from '@/app/routes/listing';
import { server } from '../../../mocks/node';
import {
  cartWith,
  earbuds,
  filterData,
  headphones,
  productList,
  speaker,
} from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { phoneScreen } from '../../../tests/helpers/media-queries';

const everything = [earbuds, speaker, headphones];

/** A fake backend list: brand 2 holds only the earbuds; page 2 holds only the headphones. */
function listHandler() {
  return getGetFilteredProductsMockHandler(({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('route') === 'search.product') {
      const key = url.searchParams.get('key') ?? '';
      return productList(everything.filter((p) => p.product_name.toLowerCase().includes(key.toLowerCase())));
    }
    if (url.searchParams.getAll('brand[]').includes('2')) return productList([earbuds]);
    if (url.searchParams.get('page') === '2')
      return productList([headphones], { page: 2, lastPage: 2, total: 4 });
    return productList(everything, { lastPage: 2, total: 4 });
  });
}

function renderListing(route = '/products', startData = startDataFixture()) {
  return renderRoute(<ListingRoute />, {
    route,
    path: '/products',
    name: 'products',
    title: 'All Products',
    startData,
  });
}

/** The filter data's brands with a second page to ask for ("Show more brands"), and that page: one brand, Zenith. */
const moreBrandsFacet = getGetFilterDataMockHandler({
  ...filterData(),
  brands: { ...filterData().brands, has_more_data: true, last_page: 2 },
});
const secondBrandPage = {
  brands: {
    current_page: 2,
    data: [{ id: 9, slug: 'zenith', title: 'Zenith', image_130x93: '' }],
    first_page_url: 'https://shop.example/home/load-brands?page=1',
    from: 6,
    last_page: 2,
    last_page_url: 'https://shop.example/home/load-brands?page=2',
    links: [],
    next_page_url: null,
    path: 'https://shop.example/home/load-brands',
    per_page: 5,
    prev_page_url: null,
    to: 6,
    total: 6,
  },
};

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const search = (router: ReturnType<typeof renderListing>['router']) => router.state.location.search;

describe('Product listing', () => {
  it('shows the products with prices, discount and stock badges, and the result count', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    renderListing();

    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' });
    expect(screen.getByText('4 products found')).toBeInTheDocument();
    expect(within(card('Wireless Earbuds Pro')).getByText('10% OFF')).toBeInTheDocument();
    expect(within(card('Wireless Earbuds Pro')).getByText('$54.00')).toBeInTheDocument();
    expect(within(card('Wireless Earbuds Pro')).getByText('$60.00')).toBeInTheDocument();
    expect(within(card('Bluetooth Speaker')).getByText('$5.00 OFF')).toBeInTheDocument();
    expect(within(card('Studio Headphones')).getAllByText('Out of stock').length).toBeGreaterThan(0);
    // Products with variants need a choice first: their cart button opens the quick view instead of adding.
    expect(
      within(card('Bluetooth Speaker')).queryByRole('button', { name: /add to cart/i }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Bluetooth Speaker')).getByRole('button', { name: 'Choose options' }),
    ).toBeInTheDocument();
    expect(
      within(card('Wireless Earbuds Pro')).getByRole('button', { name: 'Quick view: Wireless Earbuds Pro' }),
    ).toBeInTheDocument();
    // Wishlist hearts are for signed-in shoppers only.
    expect(screen.queryByRole('button', { name: /^Wishlist:/ })).not.toBeInTheDocument();
  });

  it('puts a chosen filter into the URL, starts again at page 1, and back restores the list', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    const { user, router } = renderListing('/products?page=2');

    await screen.findByRole('heading', { name: 'Studio Headphones' });
    await user.click(await screen.findByRole('checkbox', { name: 'Acme' }));

    await waitFor(() => expect(search(router)).toBe('?brand=2'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Studio Headphones' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acme' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter: Acme' })).toBeInTheDocument();

    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Studio Headphones' });
    expect(screen.getByRole('checkbox', { name: 'Acme' })).not.toBeChecked();
  });

  it('restores filters, sort and page from the URL on load, and pages keep the query', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    renderListing('/products?sort=top_rated&page=2');

    await screen.findByRole('heading', { name: 'Studio Headphones' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/products?sort=top_rated',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the filters in a sheet on small screens, with the filtered result count on its button', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    const { user, router } = renderListing();

    await screen.findByRole('heading', { name: 'Studio Headphones' });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: '4 results' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('checkbox', { name: 'Acme' }));
    // The filter is in the URL at once, and the button follows the new list's count once it arrives.
    await waitFor(() => expect(search(router)).toBe('?brand=2'));
    await user.click(await within(sheet).findByRole('button', { name: '1 result' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Studio Headphones' })).not.toBeInTheDocument();
  });

  it('builds the side filter panel from the desktop breakpoint only; phones filter in the sheet', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    const phone = phoneScreen();
    const { unmount } = renderListing();
    await screen.findByRole('heading', { name: 'Studio Headphones' });
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    unmount();
    phone.mockRestore();

    renderListing();
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(panel).findByRole('checkbox', { name: 'Acme' })).toBeInTheDocument();
  });

  it('holds the filter column while its facets load, and fills the same column once they arrive', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      listHandler(),
      getGetFilterDataMockHandler(async () => {
        await held;
        return filterData();
      }),
    );
    renderListing();
    await screen.findByRole('heading', { name: 'Studio Headphones' });
    const column = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(column).getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    expect(within(column).queryByRole('checkbox')).not.toBeInTheDocument();

    release();
    expect(await within(column).findByRole('checkbox', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBe(column);
    expect(within(column).queryByRole('status', { name: 'Loading filters' })).not.toBeInTheDocument();
  });

  it('gives the grid the whole width when the facets cannot be loaded', async () => {
    server.use(
      listHandler(),
      http.get('*/home/filter_data', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    renderListing();
    await screen.findByRole('heading', { name: 'Studio Headphones' });
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('status', { name: 'Loading filters' })).not.toBeInTheDocument();
  });

  it('says "Show results" rather than a stale count while the filtered list loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      getGetFilterDataMockHandler(filterData()),
      getGetFilteredProductsMockHandler(async ({ request }) => {
        if (new URL(request.url).searchParams.getAll('color[]').includes('7')) {
          await held;
          return productList([speaker]);
        }
        return productList(everything);
      }),
    );
    const { user } = renderListing();

    await screen.findByRole('heading', { name: 'Studio Headphones' });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: '3 results' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('checkbox', { name: 'Red' }));
    expect(await within(sheet).findByRole('button', { name: 'Show results' })).toBeInTheDocument();
    release();
    expect(await within(sheet).findByRole('button', { name: '1 result' })).toBeInTheDocument();
  });

  it('loads more brands into the brand facet on request', async () => {
    server.use(listHandler(), moreBrandsFacet, getLoadFilterBrandsMockHandler(secondBrandPage));
    const { user, router } = renderListing();

    await user.click(await screen.findByRole('button', { name: 'Show more brands' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Zenith' }));

    await waitFor(() => expect(search(router)).toBe('?brand=9'));
    expect(screen.getByRole('button', { name: 'Remove filter: Zenith' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more brands' })).not.toBeInTheDocument();
  });

  it('says why "Show more brands" failed and keeps the button, which asks again', async () => {
    let answer: 'refused' | 'down' | 'ok' = 'refused';
    server.use(
      listHandler(),
      moreBrandsFacet,
      http.get('*/home/load-brands', () => {
        if (answer === 'refused') return HttpResponse.json({ error: 'Brands are being updated' });
        if (answer === 'down') return HttpResponse.json({}, { status: 500 });
        return HttpResponse.json(secondBrandPage);
      }),
    );
    const { user, toasts } = renderListing();

    await user.click(await screen.findByRole('button', { name: 'Show more brands' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More brands could not be loaded. Brands are being updated',
    );
    answer = 'down';
    await user.click(screen.getByRole('button', { name: 'Show more brands' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^More brands could not be loaded\. \S/),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Brands are being updated');
    // The refusal's words were toasted as well (spec §8); a first load's transport failure is not (lib/http).
    expect(toasts.map((toast) => toast.message)).toEqual(['Brands are being updated']);

    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Show more brands' }));
    expect(await screen.findByRole('checkbox', { name: 'Zenith' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "No products found" with a way to clear the filters', async () => {
    server.use(
      getGetFilteredProductsMockHandler(({ request }) =>
        new URL(request.url).searchParams.has('color[]') ? productList([]) : productList([earbuds]),
      ),
      getGetFilterDataMockHandler(filterData()),
    );
    const { user, router } = renderListing('/products?color=7');

    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));

    await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' });
    expect(search(router)).toBe('');
  });

  it('says a page past the list’s end is no such page, with the way back to the first, keeping the filters', async () => {
    server.use(
      getGetFilteredProductsMockHandler(productList([], { page: 9, lastPage: 2, total: 40 })),
      getGetFilterDataMockHandler(filterData()),
    );
    renderListing('/products?page=9&sort=top_rated');

    expect(await screen.findByRole('heading', { name: 'There is no such page' })).toBeInTheDocument();
    expect(screen.getByText('This list ends at page 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute(
      'href',
      '/products?sort=top_rated',
    );
    expect(screen.queryByRole('heading', { name: 'No products found' })).not.toBeInTheDocument();
  });

  it('shows an error with retry when the list fails, then the products once it answers', async () => {
    server.use(
      // The first matching handler answers: the failure once, then the list.
      http.get(
        '*/home/filtered_products',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        {
          once: true,
        },
      ),
      listHandler(),
      getGetFilterDataMockHandler(filterData()),
    );
    const { user } = renderListing();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the products' }),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
  });

  it.each<[string, string, 'brand' | 'category', string, string, string]>([
    [
      '/brand/no-such-brand',
      '/brand/:slug',
      'brand',
      'This brand is not available',
      'See all brands',
      '/brands',
    ],
    [
      '/category/no-such-category',
      '/category/:slug',
      'category',
      'This category is not available',
      'See all categories',
      '/categories',
    ],
  ])(
    '%s: a list the shop does not have says so, with the way to the others and no "Try again"',
    async (route, path, name, heading, action, href) => {
      const { toasts } = renderRoute(<ListingRoute />, { route, path, name, startData: startDataFixture() });

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
      // The backend's words in one error toast as well (spec §8: server error text is toasted).
      await waitFor(() =>
        expect(toasts).toEqual([
          expect.objectContaining({ tone: 'error', message: expect.stringMatching(/not found/i) }),
        ]),
      );
      // Its page title and noindex: QueryError's own test (the head is not rendered here).
    },
  );

  it.each([
    {
      // The refusal is about the filter, not the brand: the page, its filters and the backend's words stay.
      failure: 'a refused filtered list',
      route: '/brand/acme?color=7',
      answer: () => HttpResponse.json({ error: 'Invalid price range' }),
      reason: 'Invalid price range',
    },
    {
      failure: 'a server error',
      route: '/brand/acme',
      answer: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      reason: null,
    },
  ])('a brand page with $failure keeps the failure and "Try again"', async ({ route, answer, reason }) => {
    server.use(http.get('*/home/filtered_products', answer), getGetFilterDataMockHandler(filterData()));
    renderRoute(<ListingRoute />, {
      route,
      path: '/brand/:slug',
      name: 'brand',
      startData: startDataFixture(),
    });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the products' }),
    ).toBeInTheDocument();
    if (reason) expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This brand is not available' })).not.toBeInTheDocument();
  });

  it('shows the error state, never "NaN", when the shop sends a price the contract does not allow', async () => {
    const broken = productList([{ ...earbuds, price: null as unknown as number }]);
    server.use(
      getGetFilterDataMockHandler(filterData()),
      getGetFilteredProductsMockHandler(broken as GetFilteredProductsResponse),
    );
    renderListing();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The shop sent data we could not read')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN|undefined/);
  });

  it('shows search results for ?q= without filters, which the backend ignores for searches', async () => {
    server.use(listHandler());
    renderListing('/products?q=speaker');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "speaker"' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Bluetooth Speaker' });
    expect(screen.queryByRole('heading', { name: 'Wireless Earbuds Pro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brands' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
  });

  it('titles a category page with its category, without the category facet', async () => {
    server.use(
      getGetFilteredProductsMockHandler(
        productList([earbuds], {
          header: {
            id: 3,
            slug: 'audio',
            title: 'Audio',
            child_categories: [{ id: 31, title: 'Earbuds', slug: 'earbuds' }],
          },
        }),
      ),
      getGetFilterDataMockHandler(filterData()),
    );
    renderRoute(<ListingRoute />, {
      route: '/category/audio',
      path: '/category/:slug',
      name: 'category',
      title: 'Category Products',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earbuds' })).toHaveAttribute('href', '/category/earbuds');
    await screen.findByRole('group', { name: 'Brands' });
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('adds a simple product to the cart at its minimum quantity and confirms it on the card', async () => {
    server.use(
      listHandler(),
      getGetFilterDataMockHandler(filterData()),
      getAddToCartMockHandler(cartWith(earbuds, 1)),
    );
    const { user } = renderListing();

    await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' });
    await user.click(within(card('Wireless Earbuds Pro')).getByRole('button', { name: 'Add to Cart' }));

    expect(
      await within(card('Wireless Earbuds Pro')).findByRole('button', { name: 'Added to cart' }),
    ).toBeInTheDocument();
  });

  it('opens the quick view of a product with variants from its cart button, keeping the listing query', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    const { user, router } = renderListing('/products?sort=top_rated');

    await screen.findByRole('heading', { name: 'Bluetooth Speaker' });
    await user.click(within(card('Bluetooth Speaker')).getByRole('button', { name: 'Choose options' }));

    await waitFor(() => expect(search(router)).toBe('?sort=top_rated&product=bluetooth-speaker'));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('compares two cards tapped one after the other: each shows its own answer, even the slower first one', async () => {
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    server.use(
      listHandler(),
      getGetFilterDataMockHandler(filterData()),
      getAddToCompareMockHandler(async ({ params }) => {
        if (Number(params.productId) === earbuds.id) await firstAnswered;
        return getAddToCompareResponseMock({ success: `Compared ${String(params.productId)}` });
      }),
    );
    const { user, toasts } = renderListing();
    await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' });
    const compareButton = (name: string) =>
      within(card(name)).getByRole('button', { name: `Compare: ${name}` });

    await user.click(compareButton('Wireless Earbuds Pro'));
    await user.click(compareButton('Bluetooth Speaker'));
    await waitFor(() => expect(compareButton('Bluetooth Speaker')).toHaveAttribute('aria-pressed', 'true'));
    expect(compareButton('Wireless Earbuds Pro')).toHaveAttribute('aria-pressed', 'false');

    answerFirst();
    await waitFor(() =>
      expect(compareButton('Wireless Earbuds Pro')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(toasts.map((toast) => toast.message)).toEqual([]);
    expect(screen.getByText(`Compared ${earbuds.id}`)).toBeInTheDocument();
    expect(screen.getByText(`Compared ${speaker.id}`)).toBeInTheDocument();
  });

  it('keeps a card as it was when its compare fails, and says so', async () => {
    server.use(
      listHandler(),
      getGetFilterDataMockHandler(filterData()),
      http.get('*/home/add-to-compare/:productId', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, toasts } = renderListing();
    await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' });
    const button = within(card('Wireless Earbuds Pro')).getByRole('button', {
      name: 'Compare: Wireless Earbuds Pro',
    });

    await user.click(button);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.tone).toBe('error');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the wishlist heart to signed-in shoppers', async () => {
    server.use(listHandler(), getGetFilterDataMockHandler(filterData()));
    renderListing('/products', startDataFixture({ user: signedInUser }));

    await screen.findByRole('heading', { name: 'Wireless Earbuds Pro' });
    expect(
      within(card('Wireless Earbuds Pro')).getByRole('button', { name: 'Wishlist: Wireless Earbuds Pro' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the offer, best-selling and gadget lists', () => {
  /** The backend's one list endpoint: each list is named by `route` (and a gadget list by its category's slug). */
  function listsByRoute() {
    return getGetFilteredProductsMockHandler(({ request }) => {
      const url = new URL(request.url);
      const route = url.searchParams.get('route');
      if (route === 'product.by.offer') return productList([earbuds, speaker]);
      if (route === 'product.by.selling') return productList([headphones, earbuds]);
      if (route === 'product.by.gadget' && url.searchParams.get('slug') === 'audio') {
        return productList([speaker], {
          header: { id: 3, slug: 'audio', title: 'Audio', child_categories: [] },
        });
      }
      // Any other list: nothing, so a list that asked with the wrong name shows no products.
      return productList([]);
    });
  }

  /** The product names in the list named `list` (the grid is named after its list's title). */
  const names = (list: string) =>
    within(screen.getByRole('list', { name: list }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it.each([
    ['/offer/products', 'offerProducts', 'Offer Products', ['Wireless Earbuds Pro', 'Bluetooth Speaker']],
    [
      '/best-selling/products',
      'bestSelling',
      'Best Selling Products',
      ['Studio Headphones', 'Wireless Earbuds Pro'],
    ],
  ] as const)('%s shows the shop’s list under its own title', async (route, name, title, products) => {
    server.use(listsByRoute(), getGetFilterDataMockHandler(filterData()));
    renderRoute(<ListingRoute />, { route, path: route, name, title });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('heading', { name: products[0] });
    expect(names(title)).toEqual(products);
    expect(screen.getByText(`${products.length} products found`)).toBeInTheDocument();
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  });

  it('/gadget-products/:slug shows the category’s gadgets under the category’s title', async () => {
    server.use(listsByRoute(), getGetFilterDataMockHandler(filterData()));
    renderRoute(<ListingRoute />, {
      route: '/gadget-products/audio',
      path: '/gadget-products/:slug',
      name: 'gadgetProducts',
      title: 'Gadget Products',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Bluetooth Speaker' });
    expect(names('Audio')).toEqual(['Bluetooth Speaker']);
    expect(screen.getByText('1 product found')).toBeInTheDocument();
  });
});
