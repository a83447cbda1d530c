import { describe, expect, it } from 'vitest';
import { displayedMinor, parseDisplayedPrice, type DisplayFormat } from './display-price';

const usd: DisplayFormat = { symbol: '$', rate: 1, decimals: 2, decimalSeparator: '.' };
const eur: DisplayFormat = { symbol: '€', rate: 0.92, decimals: 2, decimalSeparator: ',' };

describe('prices as the storefront shows them, read back', () => {
  it('reads the symbol on either side, with or without a space, and thousands separators', () => {
    for (const text of ['$1,234.50', '1,234.50$', '$ 1,234.50', '1234.50 $', '1234.5$'])
      expect(parseDisplayedPrice(text, usd)).toBe(123450);
    expect(parseDisplayedPrice('1.234,50 €', eur)).toBe(123450);
  });

  it('refuses what is not a price in the format', () => {
    for (const text of ['', '$', 'N/A', '—', '$12.345', '1.234.50', '-5.00$', '12,50$'])
      expect(parseDisplayedPrice(text, usd)).toBeNull();
  });

  it('compares in minor units of the displayed currency, rounded half up like the storefront', () => {
    expect(displayedMinor(1.005, usd)).toBe(101);
    expect(displayedMinor(100, eur)).toBe(9200);
    expect(parseDisplayedPrice('92,00€', eur)).toBe(displayedMinor(100, eur));
    expect(displayedMinor(0, { ...usd, decimals: 0 })).toBe(0);
    expect(
      parseDisplayedPrice('1,235৳', { symbol: '৳', rate: 117.5, decimals: 0, decimalSeparator: '.' }),
    ).toBe(1235);
  });
});
