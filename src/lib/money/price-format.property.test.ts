import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice, SYMBOL_FORMATS, type PriceFormat } from './price-format.ts';
import { parsePrice } from './price-parse.ts';
import { MoneyFormatError } from './money-error.ts';

const formats: fc.Arbitrary<PriceFormat> = fc.record({
  currency: fc.record({
    symbol: fc.constantFrom('$', '€', '৳', 'Rs.', 'kr', 'د.إ', ''),
    exchange_rate: fc.constant(1),
  }),
  decimals: fc.integer({ min: 0, max: 4 }),
  decimalSeparator: fc.constantFrom('.', ','),
  symbolFormat: fc.constantFrom(...SYMBOL_FORMATS),
});

/** An amount that is exact at the format's decimals: minor units over 10^decimals. */
const exactAmount = (decimals: number) =>
  fc.integer({ min: 0, max: 10 ** (13 - decimals) }).map((minor) => minor / 10 ** decimals);

const digitsOf = (formatted: string, format: PriceFormat) => {
  const decimalSeparator = format.decimalSeparator ?? '.';
  const thousands = decimalSeparator === ',' ? '.' : ',';
  const amount = formatted.replace(format.currency.symbol, '').trim();
  const [whole = ''] = format.decimals === 0 ? [amount] : amount.split(decimalSeparator).slice(0, 1);
  return { whole, thousands };
};

describe('price formatting properties', () => {
  it('round-trips losslessly through parsePrice', () => {
    fc.assert(
      fc.property(
        formats.chain((format) => fc.tuple(fc.constant(format), exactAmount(format.decimals ?? 2))),
        ([format, amount]) => {
          expect(parsePrice(formatPrice(amount, format), format)).toBe(amount);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('groups the whole part in threes with the separator opposite to the decimal one', () => {
    fc.assert(
      fc.property(formats, fc.double({ min: 0, max: 1e11, noNaN: true }), (format, amount) => {
        const { whole, thousands } = digitsOf(formatPrice(amount, format), format);
        const groups = whole.split(thousands);
        expect(groups[0]).toMatch(/^\d{1,3}$/);
        for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/);
      }),
      { numRuns: 500 },
    );
  });

  it('never renders NaN, Infinity or undefined: it formats or throws MoneyFormatError', () => {
    const anything = fc.oneof(
      fc.double(),
      fc.constantFrom(null, undefined, Number.NaN, -0, Number.MAX_VALUE, Number.MIN_VALUE),
    ) as fc.Arbitrary<number | null | undefined>;
    const rates = fc.oneof(fc.double(), fc.constant(Number.NaN));
    fc.assert(
      fc.property(anything, rates, formats, (amount, exchange_rate, format) => {
        try {
          const text = formatPrice(amount, { ...format, currency: { ...format.currency, exchange_rate } });
          expect(text).not.toMatch(/NaN|Infinity|undefined|null|e[+-]/);
        } catch (error) {
          expect(error).toBeInstanceOf(MoneyFormatError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
