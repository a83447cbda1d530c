import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { value: 'ship', title: 'How long does shipping take?', content: 'Two to five days.' },
  { value: 'return', title: 'Can I return an item?', content: 'Within 30 days.' },
];

describe('<Accordion>', () => {
  it('uses headings of the given level and toggles sections', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const trigger = screen.getByRole('button', { name: 'How long does shipping take?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Two to five days.')).toBeInTheDocument();
  });
});
