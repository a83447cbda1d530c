import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/^Soft leather\.$/);
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/^30 × 22 cm\.$/);
  });

  it('joins each tab to its panel and keeps a controlled value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const { rerender } = render(
      <Tabs items={items} label="Product information" value="specs" onValueChange={(v) => seen.push(v)} />,
    );
    const specs = screen.getByRole('tab', { name: 'Specification' });
    const panel = screen.getByRole('tabpanel', { name: 'Specification' });
    expect(specs).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent(/^30 × 22 cm\.$/);
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    expect(new Set(seen)).toEqual(new Set(['description']));
    // Controlled: the panel follows the value, not the click.
    expect(screen.getByRole('tabpanel', { name: 'Specification' })).toBeInTheDocument();
    rerender(<Tabs items={items} label="Product information" value="description" />);
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(/^Soft leather\.$/);
  });

  it('mounts without reading computed styles (no forced style recalculation in the first commit: docs/performance.md, "The first render is a transition")', () => {
    const read = vi.spyOn(window, 'getComputedStyle');
    render(<Tabs items={items} label="Product information" />);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});
