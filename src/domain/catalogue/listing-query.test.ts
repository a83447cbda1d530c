import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyFilterChange,
  pageSearch,
  readListingFilters,
  toProductQueryParams,
  writeListingFilters,
} from './listing-query';

const qs = (value: string) => new URLSearchParams(value);

describe('listing query string', () => {
  it('reads filters, sort and page, dropping anything malformed', () => {
    const filters = readListingFilters(
      qs('brand=5,2,x,0&rating=4,9&min_price=10&max_price=5&sort=cheap&page=-3'),
    );
    expect(filters.brand).toEqual([2, 5]);
    expect(filters.rating).toEqual([4]);
    expect(filters.price).toBeNull();
    expect(filters.sort).toBeNull();
    expect(filters.page).toBe(1);
  });

  it('resets to page 1 on every change but keeps the search text', () => {
    const next = applyFilterChange(qs('q=ear&page=3&brand=2'), { kind: 'toggle', facet: 'color', id: 7 });
    expect(next.toString()).toBe('q=ear&brand=2&color=7');
    expect(applyFilterChange(qs('brand=2&color=7&sort=newest'), { kind: 'clear' }).toString()).toBe(
      'sort=newest',
    );
  });

  it('toggles an id on and off', () => {
    const on = applyFilterChange(qs(''), { kind: 'toggle', facet: 'brand', id: 2 });
    expect(on.toString()).toBe('brand=2');
    expect(applyFilterChange(on, { kind: 'toggle', facet: 'brand', id: 2 }).toString()).toBe('');
  });

  it('links other pages with the same filters', () => {
    expect(pageSearch(qs('brand=2&page=4'), 2)).toBe('?brand=2&page=2');
    expect(pageSearch(qs('brand=2&page=4'), 1)).toBe('?brand=2');
  });

  it('turns filters into the backend parameters; search text switches the route', () => {
    const filters = readListingFilters(qs('brand=2&min_price=10&max_price=90&sort=top_rated&page=2'));
    expect(toProductQueryParams('category', 'audio', filters)).toEqual({
      route: 'product.by.category',
      slug: 'audio',
      paginate: 24,
      page: 2,
      'brand[]': [2],
      price: '{"min":10,"max":90}',
      sort: 'top_rated',
    });
    expect(toProductQueryParams('products', undefined, readListingFilters(qs('q=ear')))).toMatchObject({
      route: 'search.product',
      key: 'ear',
    });
  });

  it('round-trips: writing what was read gives the same filters', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: -5, max: 50 })),
        fc.integer({ min: -2, max: 9 }),
        (q, ids, page) => {
          const raw = qs(`q=${encodeURIComponent(q)}&brand=${ids.join(',')}&page=${page}`);
          const once = readListingFilters(raw);
          expect(readListingFilters(writeListingFilters(once))).toEqual(once);
        },
      ),
    );
  });
});
