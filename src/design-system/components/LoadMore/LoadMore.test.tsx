import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from './LoadMore';

const labels = {
  label: 'Load more',
  loadingLabel: 'Loading more products',
  allLoadedLabel: 'You have seen all products',
};

describe('<LoadMore>', () => {
  it('loads on click and ignores clicks while loading', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore {...labels} onLoadMore={onLoadMore} loading={false} hasMore />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore {...labels} onLoadMore={onLoadMore} loading hasMore />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading more products$/);
    await userEvent.click(screen.getByRole('button', { name: /Load more/ }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('announces the end and keeps keyboard focus in place', async () => {
    const { rerender } = render(<LoadMore {...labels} onLoadMore={() => {}} loading={false} hasMore />);
    screen.getByRole('button').focus();
    rerender(<LoadMore {...labels} onLoadMore={() => {}} loading={false} hasMore={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^You have seen all products$/);
    expect(document.activeElement).toHaveTextContent(/^You have seen all products$/);
  });
});
