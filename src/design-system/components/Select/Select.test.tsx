import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const options = [
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Lowest price' },
];

// The listbox has loaded here (as the app loads it at idle time): Radix's trigger still waits for the shopper, because a
// closed Radix select renders all its items to show the chosen one, which the look-alike shows anyway.
describe('a select whose listbox has loaded', () => {
  it('shows the chosen value in the look-alike until the shopper focuses or presses it', async () => {
    const user = userEvent.setup();
    render(<Select aria-label="Sort by" options={options} defaultValue="newest" />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveTextContent('Newest');
    // Radix's trigger carries the reading direction (`dir`); the look-alike leaves it to the page.
    expect(select).not.toHaveAttribute('dir');
    await user.hover(select);
    // A hover changes nothing under the pointer: the press meets the element it was aimed at.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBe(select);
  });

  it('a press opens the list, and the choice shows in the trigger', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select aria-label="Sort by" options={options} defaultValue="newest" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Lowest price' }));
    expect(onValueChange).toHaveBeenCalledWith('price');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest price');
  });

  it('focus hands over to Radix’s trigger, which keeps the focus and types ahead', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select aria-label="Sort by" options={options} defaultValue="newest" onValueChange={onValueChange} />,
    );
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('dir', 'ltr');
    await user.keyboard('l');
    expect(onValueChange).toHaveBeenCalledWith('price');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest price');
  });
});
