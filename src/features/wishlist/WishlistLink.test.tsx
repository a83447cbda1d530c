import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { WishlistLink } from './WishlistLink';

describe('WishlistLink', () => {
  it('is shown to signed-in shoppers with their wishlist count', () => {
    renderRoute(<WishlistLink />, { startData: startDataFixture({ user: signedInUser, wishlists: 4 }) });
    expect(screen.getByRole('link', { name: 'Wishlist: 4 items' })).toHaveAttribute('href', '/user/wishlist');
  });

  it('is not shown to guests', () => {
    renderRoute(<WishlistLink />, { startData: startDataFixture({ wishlists: 0 }) });
    expect(screen.queryByRole('link', { name: /Wishlist/ })).not.toBeInTheDocument();
  });
});
