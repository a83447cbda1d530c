import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from './Combobox';
import { FormField } from '../FormField/FormField';

type Product = { slug: string; name: string };
const catalogue: Product[] = [
  { slug: 'red-shoes', name: 'Red shoes' },
  { slug: 'red-scarf', name: 'Red scarf' },
  { slug: 'blue-hat', name: 'Blue hat' },
];

function Search({ onSelect = vi.fn(), onSubmit = vi.fn(), loading = false }) {
  const [text, setText] = useState('');
  const items = text ? catalogue.filter((p) => p.name.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <FormField label="Search products">
      <Combobox
        items={loading ? [] : items}
        getItemKey={(p) => p.slug}
        getItemText={(p) => p.name}
        renderItem={(p, { active }) => (
          <span>
            {p.name}
            {active ? ' (active)' : ''}
          </span>
        )}
        inputValue={text}
        onInputChange={setText}
        onSelect={onSelect}
        onSubmit={onSubmit}
        loading={loading}
        loadingText="Searching…"
        noResultsText="No products found"
        resultsText={(n) => `${n} suggestions`}
      />
    </FormField>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search products' });

describe('Combobox', () => {
  it('opens with suggestions, moves with arrows via aria-activedescendant and selects with Enter', async () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input(), 'red');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search products' });
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(/^2 suggestions$/);
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Red shoes (active)' });
    expect(input()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps around to the first option.
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Red shoes/ }).id,
    );
    await userEvent.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Red scarf/ }).id,
    );

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(catalogue[1]);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveFocus();
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    render(<Search />);
    await userEvent.type(input(), 'blue');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('blue');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('shows the no-results text and submits the typed text on Enter', async () => {
    const onSubmit = vi.fn();
    render(<Search onSubmit={onSubmit} />);
    await userEvent.type(input(), 'zzz');
    expect(screen.getAllByText('No products found').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(/^No products found$/);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('zzz');
  });

  it('announces loading', async () => {
    render(<Search loading />);
    await userEvent.type(input(), 'r');
    expect(screen.getByRole('status')).toHaveTextContent(/^Searching…$/);
  });

  it('selects with the mouse without losing focus', async () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    await userEvent.type(input(), 'hat');
    await userEvent.click(screen.getByRole('option', { name: /Blue hat/ }));
    expect(onSelect).toHaveBeenCalledWith(catalogue[2]);
  });
});
