import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

// A `*.deferred.test.tsx` file: the listbox is not preloaded, so the first press meets the look-alike (ADR 015).
it('opens the listbox with the press that loads it', async () => {
  const onValueChange = vi.fn();
  // No hover first: a hover starts the load too, and a listbox arriving before the press would replace the element
  // this test holds (a shopper's pointer simply presses whatever is under it).
  const user = userEvent.setup({ skipHover: true });
  render(
    <Select
      aria-label="Sort by"
      options={[
        { value: 'newest', label: 'Newest' },
        { value: 'price', label: 'Lowest price' },
      ]}
      defaultValue="newest"
      onValueChange={onValueChange}
    />,
  );
  await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await user.click(await screen.findByRole('option', { name: 'Lowest price' }, { timeout: 5000 }));
  expect(onValueChange).toHaveBeenCalledWith('price');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest price');
});
