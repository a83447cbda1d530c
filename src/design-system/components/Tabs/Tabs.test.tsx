import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const items = [
  { value: 'description', label: 'Description', content: <p>Soft leather.</p> },
  { value: 'specs', label: 'Specification', content: <p>30 × 22 cm.</p> },
  { value: 'reviews', label: 'Reviews', content: <p>No reviews yet.</p>, disabled: true },
];

describe('<Tabs>', () => {
  it('shows the first panel and switches with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Product information" />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Soft leather.');
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specification' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('30 × 22 cm.');
  });
});
