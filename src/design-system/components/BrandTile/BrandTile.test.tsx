import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrandTile } from './BrandTile';
import { CategoryTile } from '../CategoryTile/CategoryTile';

describe('<BrandTile> and <CategoryTile>', () => {
  it('name the link by the logo when the brand name is not written', () => {
    render(<BrandTile name="Acme" href="/brand/acme" logoSrc="/acme.svg" />);
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/brand/acme');
  });

  it('use the visible name (not the picture) as the link text', () => {
    render(
      <CategoryTile name="Fashion" href="/category/fashion" imageSrc="/f.jpg" countLabel="12 products" />,
    );
    expect(screen.getByRole('link', { name: 'Fashion 12 products' })).toBeInTheDocument();
  });
});
