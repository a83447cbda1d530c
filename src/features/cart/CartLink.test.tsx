import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { cartHandlers, cartLine, sampleCart } from '../../../tests/helpers/cart-fixtures';
import { CartLink } from './CartLink';

const renderLink = (quantities: number[]) =>
  renderRoute(<CartLink />, {
    startData: startDataFixture({
      carts: quantities.map((quantity, i) => cartLine({ id: i + 1, quantity })),
    }),
  });

describe('CartLink', () => {
  it('is named after the number of items and links to the cart', () => {
    renderLink([2, 1]);
    const link = screen.getByRole('link', { name: 'Cart: 3 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3');
  });

  it('says "item" for one and "items" for none', () => {
    const { unmount } = renderLink([1]);
    expect(screen.getByRole('link', { name: 'Cart: 1 item' })).toBeTruthy();
    unmount();
    renderLink([]);
    expect(screen.getByRole('link', { name: 'Cart: 0 items' })).toBeTruthy();
  });

  it('counts from the start data and never loads the cart itself (that call deletes unconfirmed orders)', async () => {
    server.use(...cartHandlers(sampleCart()));
    renderLink([4]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Cart: 4 items' })).toBeTruthy();
  });
});
