import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rewardAmount } from './reward-amount';

describe('rewardAmount (the backend rule the client must post)', () => {
  it('divides points by the rate, to the cent', () => {
    expect(rewardAmount(1200, 100)).toBe(12);
    expect(rewardAmount(150, 100)).toBe(1.5);
    expect(rewardAmount(1, 3)).toBe(0.33);
    expect(rewardAmount(1, 8)).toBe(0.13); // 12.5 cents: half away from zero
  });

  it('is 0 for nothing to convert or no rate, never NaN', () => {
    expect(rewardAmount(0, 100)).toBe(0);
    expect(rewardAmount(100, 0)).toBe(0);
    expect(rewardAmount(Number.NaN, 100)).toBe(0);
  });

  it('is whole cents and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (points, rate) => {
          const amount = rewardAmount(points, rate);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
