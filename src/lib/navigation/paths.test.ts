import { describe, expect, it } from 'vitest';
import { paths } from './paths';

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
