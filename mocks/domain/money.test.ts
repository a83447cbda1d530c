import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribute, percentOf, toMajor, toMinor } from './money';

describe('money', () => {
  it('converts between major and minor units without drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-0.5)).toBe(-50);
    expect(toMajor(1999)).toBe(19.99);
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => toMinor(toMajor(n)) === n));
  });

  it('refuses NaN and infinities instead of spreading them', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMajor(1.5)).toThrow(RangeError);
    expect(percentOf(1000, Number.NaN)).toBe(0);
  });

  it('rounds percentages half away from zero', () => {
    expect(percentOf(1999, 15)).toBe(300); // 299.85
    expect(percentOf(250, 1)).toBe(3); // 2.5
    expect(percentOf(1000, 7.5)).toBe(75);
  });

  it('distributes a total exactly, within each weight, deterministically', () => {
    expect(distribute(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(distribute(0, [5, 5])).toEqual([0, 0]);
    expect(distribute(10, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const total = Math.floor(weights.reduce((a, b) => a + b, 0) * share);
          const parts = distribute(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
