import { afterEach, describe, expect, it } from 'vitest';
import { addWatch, readWatches } from '@/domain/watch-list';
import { recordLive } from './watch-checks';
import { watchInput as watch } from '../../../tests/helpers/watch-fixtures';

afterEach(() => localStorage.clear());

describe('watch checks', () => {
  it('raises one notice per drop and one per restock, never twice', () => {
    addWatch('guest', watch(1, 100, 0), 'stock');
    const live = (price: number, stock: number) =>
      recordLive('guest', [{ productId: 1, variant: null, price, stock }]).raised.map((n) => n.id);
    expect(live(100, 0)).toEqual([]);
    expect(live(90, 0)).toEqual(['drop:1::9000']);
    expect(live(90, 0)).toEqual([]);
    expect(live(80, 3)).toEqual(['drop:1::8000', 'restock:1::' + readWatches('guest').watches[0]!.savedAt]);
    expect(live(80, 3)).toEqual([]);
    expect(readWatches('guest').notices.map((n) => n.kind)).toEqual(['drop', 'restock', 'drop']);
  });
});
