import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gatewayAmount, gatewayMinorUnits, MoneyFormatError } from './index.ts';

describe('amounts handed to a gateway', () => {
  it('are plain decimal text at the rate, rounded half-up, without grouping', () => {
    expect(gatewayAmount(1234.5, 1)).toBe('1234.50');
    expect(gatewayAmount(1.005, 1)).toBe('1.01');
    expect(gatewayAmount(10, 0.9)).toBe('9.00');
    expect(gatewayAmount(0.004, 1)).toBe('0.00');
    expect(gatewayAmount(7, 1, 0)).toBe('7');
  });

  it('or whole hundredths (Razorpay’s paise)', () => {
    expect(gatewayMinorUnits(12.5, 83.25)).toBe(104063);
    expect(gatewayMinorUnits(0, 83.25)).toBe(0);
  });

  it('agree with each other for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        (cents, rate) => {
          const amount = cents / 100;
          expect(Number(gatewayAmount(amount, rate)) * 100).toBeCloseTo(gatewayMinorUnits(amount, rate), 6);
        },
      ),
    );
  });

  it('refuse what is not money', () => {
    expect(() => gatewayAmount(Number.NaN, 1)).toThrow(MoneyFormatError);
    expect(() => gatewayAmount(-1, 1)).toThrow(MoneyFormatError);
    expect(() => gatewayMinorUnits(1, 0)).toThrow(MoneyFormatError);
  });
});
