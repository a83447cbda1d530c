import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tag } from './Tag';

describe('<Tag>', () => {
  it('removes with a labelled button', async () => {
    const onRemove = vi.fn();
    render(<Tag label="Red" onRemove={onRemove} removeLabel="Remove filter: Red" />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Red' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('renders a link through renderLink', () => {
    render(
      <Tag
        label="Leather"
        href="/blogs?tag=leather"
        selected
        renderLink={(p) => <a data-router="" {...p} />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Leather' });
    expect(link).toHaveAttribute('href', '/blogs?tag=leather');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-router');
  });
});
