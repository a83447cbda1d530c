// Builds a PriceFormat from the backend's settings and active currency, which arrive loosely typed
// (`no_of_decimals: "2"`, empty strings for "unset"): unset values take the documented defaults.
import { DEFAULT_DECIMALS, SYMBOL_FORMATS, type PriceFormat, type SymbolFormat } from './price-format.ts';

export interface PriceSettings {
  no_of_decimals?: number | string | null;
  decimal_separator?: string | null;
  currency_symbol_format?: string | null;
}

export interface CurrencyLike {
  symbol?: string | null;
  exchange_rate?: number | string | null;
}

const toNumber = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

export const priceFormatFromSettings = (settings: PriceSettings, currency: CurrencyLike): PriceFormat => ({
  currency: { symbol: currency.symbol ?? '', exchange_rate: toNumber(currency.exchange_rate) ?? Number.NaN },
  decimals: toNumber(settings.no_of_decimals) ?? DEFAULT_DECIMALS,
  decimalSeparator: settings.decimal_separator || '.',
  symbolFormat: SYMBOL_FORMATS.includes(settings.currency_symbol_format as SymbolFormat)
    ? (settings.currency_symbol_format as SymbolFormat)
    : 'amount_symbol',
});
