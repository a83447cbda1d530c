import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Link } from './Link';
import { link as linkStyle } from './Link.css';

describe('Link', () => {
  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.com" external externalLabel="(opens in a new tab)">
        Size guide
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Size guide (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('styles the child element with asChild, keeping its own props', () => {
    render(
      <Link asChild>
        <a href="/cart" data-router="yes">
          Cart
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass(linkStyle(), { exact: true });
  });
});
