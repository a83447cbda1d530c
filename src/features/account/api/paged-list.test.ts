import { describe, expect, it } from 'vitest';
import { mergeById } from './paged-list';

describe('mergeById', () => {
  it('keeps page order and drops a row that shows up again on a later page', () => {
    const merged = mergeById([
      { items: [{ id: 3 }, { id: 2 }], hasMore: true },
      { items: [{ id: 2 }, { id: 1 }], hasMore: false },
    ]);
    expect(merged.map((row) => row.id)).toEqual([3, 2, 1]);
  });
});
