// The tab's mark of the newest notification it knew: per shopper, only ever rising, and a tampered value is none.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberWatermark, tabWatermark } from './watermark';

afterEach(() => sessionStorage.clear());

describe('the tab’s notification watermark', () => {
  it('is none until remembered, then the shopper’s own', () => {
    expect(tabWatermark(7)).toBeNull();
    rememberWatermark(7, 14);
    expect(tabWatermark(7)).toBe(14);
    expect(tabWatermark(8)).toBeNull();
  });

  it('only rises for the same shopper: a late, older answer cannot lower it', () => {
    rememberWatermark(7, 14);
    rememberWatermark(7, 12);
    expect(tabWatermark(7)).toBe(14);
    rememberWatermark(7, 15);
    expect(tabWatermark(7)).toBe(15);
  });

  it('belongs to the shopper who set it last', () => {
    rememberWatermark(7, 14);
    rememberWatermark(8, 3);
    expect(tabWatermark(7)).toBeNull();
    expect(tabWatermark(8)).toBe(3);
  });

  it('reads a tampered or malformed value as none', () => {
    for (const raw of [
      '{"userId":7,"id":-1}',
      '{"userId":"7","id":3}',
      '{"userId":7,"id":1.5}',
      '[7,3]',
      'nope',
    ]) {
      sessionStorage.setItem('notification-watermark', raw);
      expect(tabWatermark(7)).toBeNull();
    }
  });
});
