import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdText,
  productJsonLd,
  storeJsonLd,
  websiteJsonLd,
} from '.';

describe('jsonLdText', () => {
  it('cannot be broken out of: "</script>", "<!--" and "&" in data are escaped and read back unchanged', () => {
    const name = '</script><script>alert(1)</script> <!-- & \u2028';
    const text = jsonLdText(
      productJsonLd({ name, url: 'https://shop.example/p', price: 1, currency: 'USD', inStock: true }),
    );

    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    expect((JSON.parse(text) as { name: string }).name).toBe(name);
  });

  it('puts several descriptions into one graph with the schema.org context', () => {
    const parsed = JSON.parse(
      jsonLdText([
        breadcrumbJsonLd([{ name: 'Home', url: 'https://s/' }]),
        storeJsonLd({ name: 'S', url: 'https://s/shop/s' }),
      ]),
    ) as { '@context': string; '@graph': { '@type': string }[] };
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@graph'].map((n) => n['@type'])).toEqual(['BreadcrumbList', 'Store']);
  });
});

describe('productJsonLd', () => {
  it('describes the product with its offer and rating', () => {
    expect(
      productJsonLd({
        name: 'Wireless Earbuds Pro',
        url: 'https://shop.example/product/earbuds',
        images: ['https://shop.example/e.png'],
        description: 'Noise cancelling',
        sku: 'EB-1',
        brand: 'Acme',
        price: 54,
        currency: 'USD',
        inStock: true,
        seller: 'Shanahan Market',
        rating: { value: 4.5, count: 12 },
      }),
    ).toEqual({
      '@type': 'Product',
      name: 'Wireless Earbuds Pro',
      url: 'https://shop.example/product/earbuds',
      image: ['https://shop.example/e.png'],
      description: 'Noise cancelling',
      sku: 'EB-1',
      brand: { '@type': 'Brand', name: 'Acme' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/earbuds',
        price: '54.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Shanahan Market' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves out a rating nobody gave and empty fields, and says when it is out of stock', () => {
    const ld = productJsonLd({
      name: 'Speaker',
      url: 'https://s/p',
      description: '',
      price: 5,
      currency: 'EUR',
      inStock: false,
      rating: { value: 0, count: 0 },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('brand');
    expect((ld.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('the other builders', () => {
  it('numbers breadcrumbs from 1 and lets the last one go without an address', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://s/' },
        { name: 'Audio', url: 'https://s/category/audio' },
        { name: 'Earbuds' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
      { '@type': 'ListItem', position: 2, name: 'Audio', item: 'https://s/category/audio' },
      { '@type': 'ListItem', position: 3, name: 'Earbuds' },
    ]);
  });

  it('continues list positions across pages', () => {
    const list = itemListJsonLd({
      name: 'All Products',
      offset: 24,
      items: [
        { name: 'A', url: 'https://s/product/a' },
        { name: 'B', url: 'https://s/product/b' },
      ],
    });
    expect(list.numberOfItems).toBe(2);
    expect((list.itemListElement as { position: number }[]).map((i) => i.position)).toEqual([25, 26]);
  });

  it('describes a shop as a Store with its rating', () => {
    expect(
      storeJsonLd({
        name: 'Shanahan Market',
        url: 'https://s/shop/x',
        logo: 'https://s/l.png',
        rating: { value: 4, count: 3 },
      }),
    ).toEqual({
      '@type': 'Store',
      name: 'Shanahan Market',
      url: 'https://s/shop/x',
      logo: 'https://s/l.png',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 3 },
    });
  });

  it('builds a BlogPosting for the blog screens', () => {
    expect(
      blogPostingJsonLd({
        headline: 'Winter styling',
        url: 'https://s/blog/winter',
        datePublished: '2026-11-01T10:00:00Z',
        author: 'Ana',
        publisher: { name: 'Marketfront', logo: 'https://s/logo.png' },
        keywords: ['winter', 'style'],
      }),
    ).toEqual({
      '@type': 'BlogPosting',
      headline: 'Winter styling',
      url: 'https://s/blog/winter',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://s/blog/winter' },
      datePublished: '2026-11-01T10:00:00Z',
      dateModified: '2026-11-01T10:00:00Z',
      author: { '@type': 'Person', name: 'Ana' },
      publisher: {
        '@type': 'Organization',
        name: 'Marketfront',
        logo: { '@type': 'ImageObject', url: 'https://s/logo.png' },
      },
      keywords: 'winter, style',
    });
  });
});

describe('websiteJsonLd', () => {
  it('offers the shop search to search engines', () => {
    expect(
      websiteJsonLd({
        name: 'Shop',
        url: 'https://s/',
        searchUrlTemplate: 'https://s/products?q={search_term_string}',
      }),
    ).toEqual({
      '@type': 'WebSite',
      name: 'Shop',
      url: 'https://s/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://s/products?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
