import { afterEach, describe, expect, it } from 'vitest';
import { addWatch, forgetOtherOwners, readWatches, WATCH_CAP, WATCHES_STORAGE_KEY } from './watch-store';
import { watchInput as watch } from '../../../tests/helpers/watch-fixtures';

afterEach(() => localStorage.clear());

describe('watch store', () => {
  it(`keeps at most ${WATCH_CAP} watches, dropping the oldest`, () => {
    for (let id = 1; id <= WATCH_CAP + 5; id += 1) addWatch('guest', watch(id), 'saved');
    const ids = readWatches('guest').watches.map((w) => w.productId);
    expect(ids).toHaveLength(WATCH_CAP);
    expect(ids[0]).toBe(6);
  });

  it('is the owner’s own, read back only by them, and forgotten when another person is behind the session', () => {
    addWatch('user:7', watch(1), 'stock');
    expect(readWatches('user:7').watches).toHaveLength(1);
    expect(readWatches('user:8').watches).toEqual([]);
    expect(readWatches('guest').watches).toEqual([]);
    forgetOtherOwners('user:7');
    expect(readWatches('user:7').watches).toHaveLength(1);
    forgetOtherOwners('guest'); // signed out
    expect(localStorage.getItem(WATCHES_STORAGE_KEY)).toBeNull();
    expect(readWatches('user:7').watches).toEqual([]);
  });

  it('reads tampered or broken values as nothing', () => {
    localStorage.setItem(WATCHES_STORAGE_KEY, '{"owner":"guest","watches":[{"productId":"1"}]');
    expect(readWatches('guest').watches).toEqual([]);
    localStorage.setItem(
      WATCHES_STORAGE_KEY,
      JSON.stringify({ owner: 'guest', watches: [{ ...watch(1), slug: 'javascript:alert(1)' }] }),
    );
    expect(readWatches('guest').watches).toEqual([]);
  });
});
