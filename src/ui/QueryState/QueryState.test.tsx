import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { getGetAllCategoriesQueryOptions } from '@/api-generated/endpoints/catalogue/catalogue';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { endlessGet } from '../../../tests/helpers/never-answer';
import { renderRoute } from '../../../tests/helpers/render';
import { QueryState } from './QueryState';

beforeEach(() => resetDemoShop());

/** The demo shop's root categories in every state a screen shows them. */
function Categories() {
  const query = useQuery(getGetAllCategoriesQueryOptions());
  return (
    <>
      <p>{`Query ${query.status}`}</p>
      <QueryState
        query={query}
        pending={<p>Category tiles loading</p>}
        pendingLabel="Loading categories"
        errorTitle="We could not load the categories"
        isEmpty={(data) => data.categories.length === 0}
        empty={<p>No categories yet</p>}
      >
        {(data) => (
          <ul aria-label="Categories">
            {data.categories.map((category) => (
              <li key={category.id}>{category.title}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

const renderCategories = () => renderRoute(<Categories />, { route: '/categories', path: '/categories' });

describe('<QueryState>', () => {
  it('shows the skeleton, announced, until the first answer', async () => {
    server.use(endlessGet('*/home/categories'));
    renderCategories();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading categories$/);
    expect(screen.getByText('Category tiles loading')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('shows the content once it has arrived', async () => {
    renderCategories();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what failed and why, and Retry loads the content', async () => {
    // The shop's refusal in words (`{ error }` in a 200) is the message the shopper reads.
    server.use(
      http.get('*/home/categories', () => HttpResponse.json({ error: 'The catalogue is being rebuilt.' }), {
        once: true,
      }),
    );
    const { user } = renderCategories();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the categories' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('The catalogue is being rebuilt.')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state when the answer has nothing to show', async () => {
    server.use(http.get('*/home/categories', () => HttpResponse.json({ categories: [] })));
    renderCategories();
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('keeps what it shows when a later refresh fails', async () => {
    const { queryClient } = renderCategories();
    await screen.findByRole('list', { name: 'Categories' });

    server.use(
      http.get('*/home/categories', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    await act(() => queryClient.refetchQueries().catch(() => undefined));
    await screen.findByText('Query error');

    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'We could not load the categories' }),
    ).not.toBeInTheDocument();
  });
});
