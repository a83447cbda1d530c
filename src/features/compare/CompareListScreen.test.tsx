import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { CompareListScreen } from './CompareListScreen';

beforeEach(() => resetDemoShop());

const compare = async (...ids: number[]) => {
  for (const id of ids) {
    await fetch(`/home/add-to-compare/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  }
};
const renderCompare = () =>
  renderRoute(<CompareListScreen />, { route: '/compare-list', path: '/compare-list', name: 'compareList' });

describe('Compare list', () => {
  it('shows the products side by side, highlights differences and filters to them', async () => {
    await compare(1, 2);
    const { user } = renderCompare();
    const table = await screen.findByRole('table', { name: 'Compared products' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const rowNames = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowNames[0]).toMatch(/^Price/);
    expect(rowNames).toContain('Buy');
    const differing = rowNames.filter((name) => name?.endsWith('Differs'));
    expect(differing.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('switch', { name: 'Differences only' }));
    const shown = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(shown).toEqual([...differing, 'Buy']);
  });

  it('removes a product, and shows the empty state with a way to products when none is left', async () => {
    await compare(1);
    const { user } = renderCompare();
    const table = await screen.findByRole('table', { name: 'Compared products' });
    const remove = within(table).getByRole('button', { name: /^Remove / });
    await user.click(remove);
    expect(await screen.findByRole('heading', { name: 'Your compare list is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('an answer that breaks the contract shows an error, never NaN', async () => {
    server.use(http.get('*/home/compare-list', () => HttpResponse.json({ products: [{ id: 'x' }] })));
    renderCompare();
    expect(
      await screen.findByRole('heading', { name: 'We could not load your compare list' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});
