import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopCard } from './ShopCard';

describe('<ShopCard>', () => {
  it('links to the shop and toggles following', async () => {
    const onToggleFollow = vi.fn();
    const { rerender } = render(
      <ShopCard
        name="Acme Outfitters"
        href="/shop/acme"
        followed={false}
        onToggleFollow={onToggleFollow}
        followLabel="Follow"
        followingLabel="Following"
      />,
    );
    expect(screen.getByRole('link', { name: 'Acme Outfitters' })).toHaveAttribute('href', '/shop/acme');
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onToggleFollow).toHaveBeenCalledTimes(1);
    rerender(
      <ShopCard
        name="Acme Outfitters"
        href="/shop/acme"
        followed
        onToggleFollow={onToggleFollow}
        followLabel="Follow"
        followingLabel="Following"
      />,
    );
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  });
});
