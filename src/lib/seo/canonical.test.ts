import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl } from './canonical';

const root = 'https://shop.example';

describe('canonicalUrl', () => {
  it('is absolute and drops views of the same content (sort, filters, quick view)', () => {
    expect(canonicalUrl('/products', '?sort=top_rated&brand=2&product=earbuds', root)).toBe(
      'https://shop.example/products',
    );
  });

  it('keeps the page number beyond the first page', () => {
    expect(canonicalUrl('/category/audio', '?page=3&sort=newest', root)).toBe(
      'https://shop.example/category/audio?page=3',
    );
    expect(canonicalUrl('/category/audio', '?page=1', root)).toBe('https://shop.example/category/audio');
  });

  it('writes home as the root and drops a trailing slash elsewhere', () => {
    expect(canonicalUrl('/', '', root)).toBe('https://shop.example/');
    expect(canonicalUrl('/brands/', '', root)).toBe('https://shop.example/brands');
  });
});

describe('absoluteUrl', () => {
  it('leaves absolute addresses alone and roots relative ones at the site', () => {
    expect(absoluteUrl('https://cdn.example/a.png', root)).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('/images/a.png', root)).toBe('https://shop.example/images/a.png');
    expect(absoluteUrl('images/a.png', root)).toBe('https://shop.example/images/a.png');
    expect(absoluteUrl('//cdn.example/a.png', root)).toBe('https://cdn.example/a.png');
  });
});
