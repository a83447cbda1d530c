// Prices as the backend's shop shows them (spec §5, backend-api §5.1): the amount comes in the default currency,
// is multiplied by the active currency's exchange rate, rounded half-up to the shop's decimals, grouped by
// thousands with the separator opposite to the decimal one, and given the symbol on the configured side.
import { MoneyFormatError } from './money-error.ts';

export const SYMBOL_FORMATS = ['amount_symbol', 'symbol_amount', 'amount__symbol', 'symbol__amount'] as const;
export type SymbolFormat = (typeof SYMBOL_FORMATS)[number];

export interface DisplayCurrency {
  symbol: string;
  /** Units of this currency per unit of the default currency. */
  exchange_rate: number;
}

export interface PriceFormat {
  currency: DisplayCurrency;
  /** Digits after the decimal separator (default 2). */
  decimals?: number;
  /** Default `.`; the thousands separator is `.` when this is `,`, otherwise `,`. */
  decimalSeparator?: string;
  /** Default `amount_symbol` (the backend's default when unset). */
  symbolFormat?: SymbolFormat;
}

export const DEFAULT_DECIMALS = 2;
const MAX_DECIMALS = 8;

export interface ResolvedFormat {
  symbol: string;
  rate: number;
  decimals: number;
  decimalSeparator: string;
  thousandsSeparator: string;
  symbolFormat: SymbolFormat;
}

export const resolveFormat = (format: PriceFormat): ResolvedFormat => {
  const { currency } = format;
  const decimals = format.decimals ?? DEFAULT_DECIMALS;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new MoneyFormatError(
      `decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${String(decimals)}`,
    );
  }
  const rate = currency?.exchange_rate;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    throw new MoneyFormatError(`exchange_rate must be a positive number, got ${String(rate)}`);
  }
  const decimalSeparator = format.decimalSeparator || '.';
  if (decimalSeparator.length !== 1 || /[\d\s-]/.test(decimalSeparator)) {
    throw new MoneyFormatError(
      `decimal separator must be one non-digit character, got "${decimalSeparator}"`,
    );
  }
  const symbolFormat = format.symbolFormat ?? 'amount_symbol';
  if (!SYMBOL_FORMATS.includes(symbolFormat)) {
    throw new MoneyFormatError(`unknown symbol format "${String(symbolFormat)}"`);
  }
  return {
    symbol: typeof currency.symbol === 'string' ? currency.symbol : '',
    rate,
    decimals,
    decimalSeparator,
    thousandsSeparator: decimalSeparator === ',' ? '.' : ',',
    symbolFormat,
  };
};

/**
 * Rounds half-up at `decimals` and returns the amount in minor units as an integer. Binary noise from the
 * multiplication (1.005 becoming 1.00499999…) is removed first by going through 15 significant digits.
 */
export const toMinorUnits = (amount: number, decimals: number): number => {
  const clean = Number(amount.toPrecision(15));
  const [mantissa, exponent = '0'] = clean.toExponential().split('e');
  const minor = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  if (!Number.isSafeInteger(minor))
    throw new MoneyFormatError(`amount ${amount} is too large to show exactly`);
  return minor;
};

const groupThousands = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+$)/g, separator);

export const placeSymbol = (amount: string, symbol: string, symbolFormat: SymbolFormat): string => {
  if (symbol === '') return amount;
  switch (symbolFormat) {
    case 'symbol_amount':
      return `${symbol}${amount}`;
    case 'symbol__amount':
      return `${symbol} ${amount}`;
    case 'amount__symbol':
      return `${amount} ${symbol}`;
    case 'amount_symbol':
      return `${amount}${symbol}`;
  }
};

/** `formatPrice(10, { currency: { symbol: '$', exchange_rate: 1 } })` → `10.00$`. Throws MoneyFormatError. */
export const formatPrice = (
  amountInDefaultCurrency: number | null | undefined,
  format: PriceFormat,
): string => {
  if (typeof amountInDefaultCurrency !== 'number' || !Number.isFinite(amountInDefaultCurrency)) {
    throw new MoneyFormatError(`price must be a finite number, got ${String(amountInDefaultCurrency)}`);
  }
  if (amountInDefaultCurrency < 0)
    throw new MoneyFormatError(`price must not be negative, got ${amountInDefaultCurrency}`);
  const resolved = resolveFormat(format);
  const minor = toMinorUnits(amountInDefaultCurrency * resolved.rate, resolved.decimals);
  const digits = String(minor).padStart(resolved.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - resolved.decimals);
  const fraction = digits.slice(digits.length - resolved.decimals);
  const amount =
    groupThousands(whole, resolved.thousandsSeparator) +
    (fraction ? resolved.decimalSeparator + fraction : '');
  return placeSymbol(amount, resolved.symbol, resolved.symbolFormat);
};
