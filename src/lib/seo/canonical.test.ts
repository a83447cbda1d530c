import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, publicImageUrl } from './canonical';

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

describe('publicImageUrl', () => {
  it('gives a picture an address a crawler can fetch', () => {
    expect(publicImageUrl('https://cdn.example/a.png', root)).toBe('https://cdn.example/a.png');
    expect(publicImageUrl('/images/a.png', root)).toBe('https://shop.example/images/a.png');
    expect(publicImageUrl('//cdn.example/a.png', root)).toBe('https://cdn.example/a.png');
  });

  it('names no address for a picture carried in the page or under another scheme, nor for none', () => {
    expect(
      publicImageUrl("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", root),
    ).toBeUndefined();
    expect(publicImageUrl('blob:https://shop.example/1', root)).toBeUndefined();
    expect(publicImageUrl('javascript:alert(1)', root)).toBeUndefined();
    expect(publicImageUrl('', root)).toBeUndefined();
    expect(publicImageUrl(null, root)).toBeUndefined();
  });
});
