import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Link } from './Link';

describe('Link', () => {
  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.com" external externalLabel="(opens in a new tab)">
        Size guide
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Size guide (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
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
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.className).not.toBe('');
  });
});
