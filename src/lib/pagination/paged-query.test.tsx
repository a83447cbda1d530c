import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getAllBrands, getGetAllBrandsQueryKey } from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetAllBrandsResponse } from '@/api-generated/model';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { flaggedPage, paginatorPage, usePagedList, type PagedList } from './paged-query';

beforeEach(() => resetDemoShop());

const brand = (id: number) => ({ id, slug: `brand-${id}`, title: `Brand ${id}`, image_130x93: '' });
/** A page of the brands paginator; `next` is the page its `next_page_url` names (none on the last). */
const brandPage = (page: number, ids: number[], next: number | null, hasMore = next !== null) => ({
  brands: {
    data: ids.map(brand),
    total: 5,
    count: ids.length,
    per_page: 3,
    current_page: page,
    total_pages: 4,
    last_page: 4,
    next_page_url: next === null ? null : `http://localhost/home/brands?page=${next}`,
    has_more_data: hasMore,
  },
});

/** Serves the given pages and records which were asked for. */
function servePages(pages: Record<string, ReturnType<typeof brandPage>>) {
  const asked: string[] = [];
  server.use(
    http.get('*/home/brands', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      asked.push(page);
      return HttpResponse.json(pages[page] ?? {}, { status: pages[page] ? 200 : 404 });
    }),
  );
  return asked;
}

function Brands({ list }: { list: PagedList<GetAllBrandsResponse, ReturnType<typeof brand>> }) {
  const { query, items, total } = usePagedList(list);
  return (
    <>
      <ul aria-label="Brands">
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <p>{total === undefined ? 'No total' : `Total ${total}`}</p>
      {query.hasNextPage ? (
        <button type="button" onClick={() => void query.fetchNextPage()}>
          Next
        </button>
      ) : (
        <p>No more pages</p>
      )}
    </>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Brands' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('usePagedList', () => {
  it('asks for the page the answer points to and shows each item once, with the total', async () => {
    const asked = servePages({ 1: brandPage(1, [1, 2, 3], 3), 3: brandPage(3, [3, 4, 5], null) });
    const list = {
      queryKey: getGetAllBrandsQueryKey(),
      fetchPage: (page, signal) => getAllBrands({ page }, { signal }),
      toPage: (answer) => paginatorPage(answer.brands),
    } satisfies PagedList<GetAllBrandsResponse, ReturnType<typeof brand>>;
    const { user } = renderRoute(<Brands list={list} />);

    await screen.findByText('Brand 1');
    expect(screen.getByText('Total 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('No more pages');
    expect(names()).toEqual(['Brand 1', 'Brand 2', 'Brand 3', 'Brand 4', 'Brand 5']);
    expect(asked).toEqual(['1', '3']);
  });

  it('counts the pages on while an answer only says more follow', async () => {
    const asked = servePages({
      1: brandPage(1, [1, 2], null, true),
      2: brandPage(2, [3, 4], null, true),
      3: brandPage(3, [5], null, false),
    });
    const list = {
      queryKey: getGetAllBrandsQueryKey(),
      fetchPage: (page, signal) => getAllBrands({ page }, { signal }),
      toPage: (answer, page) => flaggedPage(answer.brands.data, answer.brands.has_more_data, page),
    } satisfies PagedList<GetAllBrandsResponse, ReturnType<typeof brand>>;
    const { user } = renderRoute(<Brands list={list} />);

    await screen.findByText('Brand 1');
    expect(screen.getByText('No total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Brand 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('No more pages');
    expect(names()).toEqual(['Brand 1', 'Brand 2', 'Brand 3', 'Brand 4', 'Brand 5']);
    expect(asked).toEqual(['1', '2', '3']);
  });
});
