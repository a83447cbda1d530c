import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getAllBrands, getGetAllBrandsQueryKey } from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetAllBrandsResponse } from '@/api-generated/model';
import { paginatorPage, usePagedList, type PagedList as List } from '@/lib/pagination';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { PagedList } from './PagedList';

beforeEach(() => resetDemoShop());

const brand = (id: number) => ({ id, slug: `brand-${id}`, title: `Brand ${id}`, image_130x93: '' });
const brandPage = (page: number, ids: number[], lastPage = 2) => ({
  brands: {
    data: ids.map(brand),
    total: ids.length === 0 ? 0 : 5,
    count: ids.length,
    per_page: 3,
    current_page: page,
    total_pages: lastPage,
    last_page: lastPage,
    next_page_url: page < lastPage ? `http://localhost/home/brands?page=${page + 1}` : null,
    has_more_data: page < lastPage,
  },
});

const brandList = {
  queryKey: getGetAllBrandsQueryKey(),
  fetchPage: (page, signal) => getAllBrands({ page }, { signal }),
  toPage: (answer) => paginatorPage(answer.brands),
} satisfies List<GetAllBrandsResponse, unknown>;

function Brands({ hide }: { hide?: number }) {
  const brands = usePagedList(brandList);
  return (
    <PagedList
      list={brands}
      filter={hide === undefined ? undefined : (item) => item.id !== hide}
      pending={<p>Brand tiles loading</p>}
      pendingLabel="Loading brands"
      errorTitle="We could not load the brands"
      empty={<p>No brands yet</p>}
      loadingMoreLabel="Loading more brands"
    >
      {(items) => (
        <ul aria-label="Brands">
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Brands' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('<PagedList>', () => {
  it('appends the next page under the first, counting what is shown, until everything is', async () => {
    server.use(
      http.get('*/home/brands', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('page') === '2'
            ? brandPage(2, [4, 5])
            : brandPage(1, [1, 2, 3]),
        ),
      ),
    );
    const { user } = renderRoute(<Brands />);

    expect(screen.getByRole('status')).toHaveTextContent(/^Loading brands$/);
    await screen.findByText('Showing 3 of 5');
    expect(names()).toEqual(['Brand 1', 'Brand 2', 'Brand 3']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 5 of 5');
    expect(names()).toEqual(['Brand 1', 'Brand 2', 'Brand 3', 'Brand 4', 'Brand 5']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Everything is shown').length).toBeGreaterThan(0);
  });

  it('says so when the first page fails, and Try again shows the list', async () => {
    server.use(
      http.get('*/home/brands', () => HttpResponse.json({ error: 'Brands are being updated.' }), {
        once: true,
      }),
      http.get('*/home/brands', () => HttpResponse.json(brandPage(1, [1, 2, 3], 1))),
    );
    const { user } = renderRoute(<Brands />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the brands' })).toBeInTheDocument();
    expect(within(alert).getByText('Brands are being updated.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByText('Showing 3 of 5');
    expect(names()).toEqual(['Brand 1', 'Brand 2', 'Brand 3']);
  });

  it('keeps the items shown when the next page fails, and offers that page again', async () => {
    let failNext = true;
    server.use(
      http.get('*/home/brands', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2')
          return HttpResponse.json(brandPage(1, [1, 2, 3]));
        if (failNext) {
          failNext = false;
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }
        return HttpResponse.json(brandPage(2, [4, 5]));
      }),
    );
    const { user } = renderRoute(<Brands />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The next page could not be loaded' }),
    ).toBeInTheDocument();
    expect(names()).toEqual(['Brand 1', 'Brand 2', 'Brand 3']);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 5 of 5');
  });

  it('shows the empty state when nothing is left to show', async () => {
    server.use(http.get('*/home/brands', () => HttpResponse.json(brandPage(1, [7], 1))));
    renderRoute(<Brands hide={7} />);
    expect(await screen.findByText('No brands yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Brands' })).not.toBeInTheDocument();
  });
});
