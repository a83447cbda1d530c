import { describe, expect, it } from 'vitest';
import { formatPrice } from './price-format.ts';
import { MoneyFormatError } from './money-error.ts';
import { parsePrice } from './price-parse.ts';
import { priceFormatFromSettings } from './settings-format.ts';

const dollar = { symbol: '$', exchange_rate: 1 };

describe('formatPrice', () => {
  it.each([
    ['amount_symbol', '10.00$'],
    ['symbol_amount', '$10.00'],
    ['amount__symbol', '10.00 $'],
    ['symbol__amount', '$ 10.00'],
  ] as const)('places the symbol for %s', (symbolFormat, expected) => {
    expect(formatPrice(10, { currency: dollar, symbolFormat })).toBe(expected);
  });

  it('defaults to 2 decimals, a dot and amount_symbol', () => {
    expect(formatPrice(1234567.891, { currency: dollar })).toBe('1,234,567.89$');
  });

  it('uses a dot for thousands when the decimal separator is a comma', () => {
    expect(
      formatPrice(1234567.5, {
        currency: { symbol: '€', exchange_rate: 1 },
        decimalSeparator: ',',
        symbolFormat: 'amount__symbol',
      }),
    ).toBe('1.234.567,50 €');
  });

  it('converts with the exchange rate before rounding', () => {
    expect(
      formatPrice(10, { currency: { symbol: '৳', exchange_rate: 84.5 }, symbolFormat: 'symbol_amount' }),
    ).toBe('৳845.00');
    expect(
      formatPrice(19.99, { currency: { symbol: '£', exchange_rate: 0.79 }, symbolFormat: 'symbol_amount' }),
    ).toBe('£15.79');
  });

  it('rounds half up, also where binary floats would round down', () => {
    expect(formatPrice(1.005, { currency: dollar })).toBe('1.01$');
    expect(formatPrice(1.15 * 3, { currency: dollar, decimals: 1 })).toBe('3.5$');
    expect(formatPrice(0.125, { currency: dollar })).toBe('0.13$');
    expect(formatPrice(2.5, { currency: dollar, decimals: 0 })).toBe('3$');
  });

  it('honours other decimal counts', () => {
    expect(formatPrice(1234.5, { currency: dollar, decimals: 0 })).toBe('1,235$');
    expect(formatPrice(0.5, { currency: dollar, decimals: 3 })).toBe('0.500$');
  });

  it('formats without a symbol when the currency has none', () => {
    expect(
      formatPrice(5, { currency: { symbol: '', exchange_rate: 1 }, symbolFormat: 'symbol__amount' }),
    ).toBe('5.00');
  });

  it.each([Number.NaN, undefined, null, -1, Number.POSITIVE_INFINITY])(
    'throws MoneyFormatError for %s, never "NaN"',
    (amount) => {
      expect(() => formatPrice(amount, { currency: dollar })).toThrow(MoneyFormatError);
    },
  );

  it.each([0, -2, Number.NaN])('throws for an exchange rate of %s', (exchange_rate) => {
    expect(() => formatPrice(1, { currency: { symbol: '$', exchange_rate } })).toThrow(MoneyFormatError);
  });

  it('throws for impossible decimals or separators', () => {
    expect(() => formatPrice(1, { currency: dollar, decimals: 1.5 })).toThrow(MoneyFormatError);
    expect(() => formatPrice(1, { currency: dollar, decimalSeparator: '5' })).toThrow(MoneyFormatError);
    expect(() => formatPrice(1e20, { currency: dollar })).toThrow(MoneyFormatError);
  });
});

describe('parsePrice', () => {
  it('reads formatted prices back', () => {
    expect(
      parsePrice('1.234.567,50 €', {
        currency: { symbol: '€', exchange_rate: 1 },
        decimalSeparator: ',',
        symbolFormat: 'amount__symbol',
      }),
    ).toBe(1234567.5);
    expect(parsePrice('$ 0.07', { currency: dollar, symbolFormat: 'symbol__amount' })).toBe(0.07);
  });

  it('rejects text that is not a price in the format', () => {
    expect(() => parsePrice('10.00', { currency: dollar })).toThrow(MoneyFormatError);
    expect(() => parsePrice('1,23.00$', { currency: dollar })).toThrow(MoneyFormatError);
    expect(() => parsePrice('NaN$', { currency: dollar })).toThrow(MoneyFormatError);
  });
});

describe('priceFormatFromSettings', () => {
  it('reads the loosely typed backend settings with defaults for unset values', () => {
    expect(
      priceFormatFromSettings(
        { no_of_decimals: '3', decimal_separator: ',', currency_symbol_format: 'symbol_amount' },
        { symbol: '€', exchange_rate: '0.9' },
      ),
    ).toEqual({
      currency: { symbol: '€', exchange_rate: 0.9 },
      decimals: 3,
      decimalSeparator: ',',
      symbolFormat: 'symbol_amount',
    });
    expect(
      priceFormatFromSettings(
        { no_of_decimals: '', decimal_separator: null, currency_symbol_format: 'bogus' },
        { symbol: '$', exchange_rate: 1 },
      ),
    ).toEqual({
      currency: { symbol: '$', exchange_rate: 1 },
      decimals: 2,
      decimalSeparator: '.',
      symbolFormat: 'amount_symbol',
    });
  });

  it('leaves a missing exchange rate to fail loudly in formatPrice', () => {
    const format = priceFormatFromSettings({}, { symbol: '$', exchange_rate: null });
    expect(() => formatPrice(1, format)).toThrow(MoneyFormatError);
  });
});
