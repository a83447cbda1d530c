import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCard, type ProductCardProps } from './ProductCard';

const labels = {
  currentPrice: 'Current price',
  originalPrice: 'Original price',
  wishlist: 'Save to wishlist',
  compare: 'Compare',
  quickView: 'Quick view',
  addToCart: 'Add to cart',
  adding: 'Adding to cart',
  added: 'Added to cart',
};

const base: ProductCardProps = {
  name: 'Leather tote',
  href: '/product/leather-tote',
  image: { src: '/tote.jpg', width: 600, height: 600 },
  price: '$89.00',
  labels,
};

describe('<ProductCard>', () => {
  it('links its name to the product and hides actions without callbacks', () => {
    render(<ProductCard {...base} renderLink={(p) => <a data-router="" {...p} />} />);
    const article = screen.getByRole('article');
    const link = within(article).getByRole('link', { name: 'Leather tote' });
    expect(link).toHaveAttribute('href', '/product/leather-tote');
    expect(link).toHaveAttribute('data-router');
    expect(within(article).getByRole('heading', { level: 3, name: 'Leather tote' })).toBeInTheDocument();
    expect(within(article).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers wishlist (pressed state), compare, quick view and add to cart', async () => {
    const user = userEvent.setup();
    const onToggleWishlist = vi.fn();
    const onCompare = vi.fn();
    const onQuickView = vi.fn();
    const onAddToCart = vi.fn();
    render(
      <ProductCard
        {...base}
        wishlisted
        onToggleWishlist={onToggleWishlist}
        onCompare={onCompare}
        onQuickView={onQuickView}
        onAddToCart={onAddToCart}
      />,
    );
    const wish = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(wish).toHaveAttribute('aria-pressed', 'true');
    await user.click(wish);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await user.click(screen.getByRole('button', { name: 'Quick view' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect([onToggleWishlist, onCompare, onQuickView, onAddToCart].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('ignores clicks while adding and announces when added', async () => {
    const onAddToCart = vi.fn();
    const { rerender } = render(<ProductCard {...base} onAddToCart={onAddToCart} addToCartState="loading" />);
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/^Adding to cart$/);
    rerender(<ProductCard {...base} onAddToCart={onAddToCart} addToCartState="added" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Added to cart$/);
    expect(screen.getByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
  });

  it('shows badges and blocks buying when out of stock', () => {
    render(
      <ProductCard
        {...base}
        originalPrice="$120.00"
        discountLabel="-25%"
        outOfStockLabel="Out of stock"
        rewardLabel="+40 points"
        onAddToCart={() => {}}
      />,
    );
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('+40 points')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement;
    expect(button).toBeDisabled();
    expect(screen.getByRole('article').querySelector('del')).toHaveTextContent(/^Original price \$120\.00$/);
  });
});
