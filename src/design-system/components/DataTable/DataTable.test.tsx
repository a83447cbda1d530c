import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

describe('<DataTable>', () => {
  it('is a captioned table whose first column heads each row, with the current row marked', () => {
    render(
      <DataTable
        caption="Wholesale prices"
        columns={[
          { key: 'q', label: 'Quantity' },
          { key: 'p', label: 'Unit price', align: 'end' },
        ]}
        rows={[
          { id: 'a', cells: { q: '1–9', p: '$20.00' } },
          { id: 'b', cells: { q: '10–49', p: '$18.00' }, highlighted: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Wholesale prices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Quantity', 'Unit price']);
    expect(within(table).getByRole('rowheader', { name: '10–49' })).toBeInTheDocument();
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current.map((row) => row.textContent)).toEqual(['10–49$18.00']);
  });
});
