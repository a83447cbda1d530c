import { describe, expect, it } from 'vitest';
import { paths, quickView } from './paths';

describe('paths', () => {
  it('builds hrefs with encoded parameters and query strings', () => {
    expect(paths.product.href({ slug: 'red shoes' })).toBe('/product/red%20shoes');
    expect(paths.products.href(undefined, { q: 'phone', page: undefined })).toBe('/products?q=phone');
    expect(paths.setNewPassword.href({ email: 'a@b.c', code: 'x1' })).toBe('/reset/a%40b.c/x1');
  });

  it('drops an optional parameter when absent and keeps it when given', () => {
    expect(paths.payment.href()).toBe('/payment');
    expect(paths.payment.href({ code: 'YR-1' })).toBe('/payment/YR-1');
  });

  it('refuses to build a link with a missing required parameter', () => {
    // @ts-expect-error the slug is required by the type too
    expect(() => paths.category.href({})).toThrow(/needs the "slug" parameter/);
  });

  it('has a title for every screen whose title the spec fixes', () => {
    expect(paths.products.title).toBe('All Products');
    expect(paths.campaigns.title).toBe('All Campaign');
    expect(paths.register.title).toBe('SignUp');
  });
});

describe('quickView', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('is the modal named "product", carried in the query string', () => {
    expect(quickView.param).toBe('product');
    expect(quickView.href(at('/'), 'red-shoes')).toBe('/?product=red-shoes');
    expect(quickView.href(at('/products'), 'red shoes/2')).toBe('/products?product=red%20shoes%2F2');
  });

  it('keeps the other query parameters exactly as written, and the hash', () => {
    const listing = at('/category/audio', '?brand=2,3&sort=top_rated&page=2', '#grid');
    expect(quickView.href(listing, 'speaker')).toBe(
      '/category/audio?brand=2,3&sort=top_rated&page=2&product=speaker#grid',
    );
    expect(quickView.close(at('/products', '?q=red%20shoes&product=speaker&page=2'))).toBe(
      '/products?q=red%20shoes&page=2',
    );
  });

  it('replaces an open quick view instead of adding a second one', () => {
    const open = at('/products', '?product=speaker&sort=newest');
    expect(quickView.href(open, 'earbuds')).toBe('/products?sort=newest&product=earbuds');
  });

  it('closes to the bare page when it was the only parameter, and leaves a closed page alone', () => {
    expect(quickView.close(at('/products', '?product=speaker'))).toBe('/products');
    expect(quickView.close(at('/products', '?product=a&product=b'))).toBe('/products');
    expect(quickView.close(at('/products', '?page=2'))).toBe('/products?page=2');
    expect(quickView.close(at('/', ''))).toBe('/');
  });

  it('reads the open slug back, whatever the encoding, and treats a blank one as closed', () => {
    const opened = quickView.href(at('/products', '?page=2'), 'red shoes/2');
    expect(quickView.slugOf(opened.slice(opened.indexOf('?')))).toBe('red shoes/2');
    expect(quickView.slugOf(new URLSearchParams('p%72oduct=speaker'))).toBe('speaker');
    expect(quickView.close(at('/products', '?p%72oduct=speaker&page=2'))).toBe('/products?page=2');
    expect(quickView.slugOf('?product=')).toBeNull();
    expect(quickView.slugOf('?product=%20')).toBeNull();
    expect(quickView.slugOf('?page=2')).toBeNull();
  });
});
