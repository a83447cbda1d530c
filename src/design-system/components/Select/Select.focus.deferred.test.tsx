import { expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadSelect, Select } from './Select';

// The listbox's chunk arrives when the test says so, as a slow network's would.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./SelectListbox', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const currencies = [
  { value: 'USD', label: 'USD ($)' },
  { value: 'EUR', label: 'EUR (€)' },
];

function Header({ options = currencies }: { options?: typeof currencies }) {
  return (
    <>
      <Select aria-label="Currency" options={options} defaultValue="USD" />
      <button type="button">Use the Customer account</button>
    </>
  );
}

// A keyboard shopper tabbing through the header passes the currency select before its listbox has loaded; when it
// arrives, the focus stays where they went, and their Enter presses what they meant (a keyboard journey opened the
// currency list instead of filling in the demo account).
it('leaves the focus where a shopper tabbed on to while the listbox loaded', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Header />);
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();
  await user.tab();
  const next = screen.getByRole('button', { name: 'Use the Customer account' });
  expect(next).toHaveFocus();

  chunk.arrive();
  await act(() => preloadSelect());
  // Loaded, it waits for the shopper's next focus or press to take over (no Radix render for a control passed by).
  expect(screen.getByRole('combobox', { name: 'Currency' })).not.toHaveAttribute('dir');
  expect(next).toHaveFocus();
  // The next focus swaps in Radix's trigger (the look-alike has no `dir`), which then has the focus itself.
  await user.tab({ shift: true });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAttribute('dir'));
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();

  // Once loaded, the header rendering again (new options, a new language) leaves the focus alone too.
  await user.tab();
  expect(next).toHaveFocus();
  rerender(<Header options={[...currencies, { value: 'BDT', label: 'BDT (৳)' }]} />);
  rerender(<Header options={[...currencies]} />);
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
