import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeById, nextPageOf } from './pagination';

describe('mergeById', () => {
  it('keeps the order of the pages and drops repeated ids, keeping the newer data at the first position', () => {
    const merged = mergeById([
      [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      [
        { id: 2, name: 'b2' },
        { id: 3, name: 'c' },
      ],
    ]);
    expect(merged).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b2' },
      { id: 3, name: 'c' },
    ]);
  });

  it('gives each id exactly once, whatever the pages hold', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 30 }))), (pages) => {
        const merged = mergeById(pages.map((page) => page.map((id) => ({ id }))));
        const ids = merged.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(pages.flat()));
      }),
    );
  });
});

describe('nextPageOf', () => {
  it('follows the next page URL', () => {
    expect(
      nextPageOf({ current_page: 1, last_page: 4, next_page_url: 'https://shop.test/home/brands?page=2' }),
    ).toBe(2);
  });

  it('stops on the last page and when there is no next page URL', () => {
    expect(nextPageOf({ current_page: 3, last_page: 3, next_page_url: null })).toBeUndefined();
    expect(nextPageOf({ current_page: 1, last_page: 3, next_page_url: null })).toBeUndefined();
    expect(nextPageOf({ current_page: 3, last_page: 3 })).toBeUndefined();
  });

  it('counts on when the URL has no page parameter', () => {
    expect(nextPageOf({ current_page: 1, last_page: 2, next_page_url: '/home/brands' })).toBe(2);
    expect(nextPageOf({ current_page: 1, last_page: 2 })).toBe(2);
  });
});
