import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  readRouteFiles,
  routeDataPreloads,
  routePreloads,
  type RouteFiles,
} from './route-preloads';

const routes: RouteFiles[] = [
  { path: '/register', files: ['assets/register.js'] },
  { path: '/register/:type', files: ['assets/seller-register.js'] },
  { path: '/payment/:code?', files: ['assets/payment.js', 'assets/payment.css'] },
  { path: '/product/:slug', files: ['assets/product.data.js', 'assets/product.js'] },
  { path: '/offer/products', files: ['assets/listing.js'] },
  { path: '/:anything', files: ['assets/catch.js'] },
];

describe('the screen a page’s address opens', () => {
  const link = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
  it('matches patterns as the router does: fixed segments first, optional parameters, a trailing slash', () => {
    expect(matchRoute(routes, '/register')?.path).toBe('/register');
    expect(matchRoute(routes, '/register/seller')?.path).toBe('/register/:type');
    expect(matchRoute(routes, '/payment')?.path).toBe('/payment/:code?');
    expect(matchRoute(routes, '/payment/AB12')?.path).toBe('/payment/:code?');
    expect(matchRoute(routes, '/product/red-shoe/')?.path).toBe('/product/:slug');
    expect(matchRoute(routes, '/offer/products')?.path).toBe('/offer/products');
    expect(matchRoute(routes, '/product')?.path).toBe('/:anything');
    expect(matchRoute(routes, '/product/a/b')).toBeUndefined();
    expect(matchRoute(routes, '/')).toBeUndefined();
  });

  it('names its scripts as module preloads and its stylesheets as preloads, crossorigin like Vite’s own links', () => {
    expect(routePreloads(routes, '/payment/x')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/payment.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/payment.css">',
    );
    expect(routePreloads(routes, '/product/x', '/shop/')).toContain('href="/shop/assets/product.data.js"');
    expect(routePreloads([], '/product/x')).toBe('');
    // A list that names something other than a file of the build writes nothing of it into the page.
    expect(
      routePreloads([{ path: '/x', files: ['"><script>alert(1)</script>', '../secret.js'] }], '/x'),
    ).toBe('');
  });

  it('reads the build’s list, and no list or a broken one as none', () => {
    expect(readRouteFiles(JSON.stringify(routes))).toEqual(routes);
    expect(readRouteFiles(undefined)).toEqual([]);
    expect(readRouteFiles('{')).toEqual([]);
    expect(readRouteFiles(JSON.stringify([{ path: 1 }, { path: '/a', files: [] }]))).toEqual([
      { path: '/a', files: [] },
    ]);
  });

  it('preloads the first answer a product, shop or cart page waits for, as the client spells its URL', () => {
    expect(routeDataPreloads('/product/red-shoe-12')).toBe(link('/home/product-details/red-shoe-12'));
    expect(routeDataPreloads('/shop/macgyver-store/')).toBe(link('/shop-page-data/macgyver-store'));
    expect(routeDataPreloads('/cart', { base: '/shop/' })).toBe(link('/shop/cart/list'));
    // Other pages preload nothing; a slug that is not plain writes nothing.
    expect(routeDataPreloads('/')).toBe('');
    expect(routeDataPreloads('/product/%22%3E%3Cscript%3E')).toBe('');
    expect(routeDataPreloads('/category/%22%3E%3Cscript%3E')).toBe('');
  });

  it('preloads a listing’s products and facets as the listing reads its address: filters, sort and page', () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(routeDataPreloads('/category/electronics')).toBe(
      link(
        '/home/filtered_products?route=product.by.category&amp;paginate=24&amp;page=1&amp;slug=electronics',
      ) + link('/home/filter_data?slug=electronics'),
    );
    expect(
      routeDataPreloads('/category/electronics', { search: search('brand=3&sort=top_rated&page=2') }),
    ).toBe(
      link(
        '/home/filtered_products?route=product.by.category&amp;paginate=24&amp;page=2&amp;slug=electronics&amp;brand%5B%5D=3&amp;sort=top_rated',
      ) + link('/home/filter_data?slug=electronics'),
    );
    // A brand's listing asks for the shop-wide facets; a route without a slug takes none from its address.
    expect(routeDataPreloads('/brand/acme')).toBe(
      link('/home/filtered_products?route=product.by.brand&amp;paginate=24&amp;page=1&amp;slug=acme') +
        link('/home/filter_data'),
    );
    expect(routeDataPreloads('/offer/products')).toBe(
      link('/home/filtered_products?route=product.by.offer&amp;paginate=24&amp;page=1') +
        link('/home/filter_data'),
    );
    // Search results: the search request, no facets; what the shopper typed is escaped in the page.
    expect(routeDataPreloads('/products', { search: search('q="><script>alert(1)</script>') })).toBe(
      link(
        '/home/filtered_products?route=search.product&amp;paginate=24&amp;page=1&amp;key=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
      ),
    );
  });
});
