import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import {
  getGetProductDetailsMockHandler,
  getRecordProductViewMockHandler,
} from '@/api-generated/endpoints/product/product.msw';
import { HeadManager } from '@/lib/seo';
import { Component as ProductRoute } from './product';
import { server } from '../../../mocks/node';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';

afterEach(() => {
  // Unmount first: React removes the head tags it hoisted.
  cleanup();
  document.head.replaceChildren();
});

interface LdNode {
  '@type': string;
  [key: string]: unknown;
}

describe('the product page head', () => {
  it('names the product, links its canonical address and describes it as a Product with offer and rating', async () => {
    server.use(
      getGetProductDetailsMockHandler(productDetails()),
      getRecordProductViewMockHandler({ viewProduct: [] }),
    );
    renderRoute(
      <HeadManager
        siteName="Marketfront"
        routeTitle="Product Details"
        isHome={false}
        defaultDescription="Shop products from many sellers at Marketfront."
        pathname="/product/bluetooth-speaker"
        search="?product=other&utm_source=x"
      >
        <ProductRoute />
      </HeadManager>,
      {
        route: '/product/bluetooth-speaker',
        path: '/product/:slug',
        name: 'product',
        title: 'Product Details',
      },
    );

    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    expect(document.title).toBe('Bluetooth Speaker | Marketfront');
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/product/bluetooth-speaker`,
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Room-filling sound in a pocket-sized speaker.',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');

    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': LdNode[] };
    const product = ld['@graph'].find((node) => node['@type'] === 'Product')!;
    expect(product).toMatchObject({
      name: 'Bluetooth Speaker',
      url: `${origin}/product/bluetooth-speaker`,
      brand: { name: 'Acme' },
      // The running flat discount: 80 before, 75 now.
      offers: { '@type': 'Offer', price: '75.00', priceCurrency: 'USD', seller: { name: 'Acme Store' } },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
    const crumbs = ld['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Home',
      'Audio',
      'Bluetooth Speaker',
    ]);
  });

  it('names no seller in the offer when the shop switched the seller system off', async () => {
    server.use(
      getGetProductDetailsMockHandler(productDetails()),
      getRecordProductViewMockHandler({ viewProduct: [] }),
    );
    renderRoute(
      <HeadManager
        siteName="Marketfront"
        routeTitle="Product Details"
        isHome={false}
        defaultDescription="Shop products from many sellers at Marketfront."
        pathname="/product/bluetooth-speaker"
        search=""
      >
        <ProductRoute />
      </HeadManager>,
      {
        route: '/product/bluetooth-speaker',
        path: '/product/:slug',
        name: 'product',
        title: 'Product Details',
        startData: startDataFixture({ settings_data: { seller_system: 0 } }),
      },
    );

    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': LdNode[] };
    const product = ld['@graph'].find((node) => node['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '75.00' });
    expect(product.offers).not.toHaveProperty('seller');
  });
});
