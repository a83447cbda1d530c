// The inverse of formatPrice, for round-trip checks and inputs typed in the displayed currency.
import { MoneyFormatError } from './money-error.ts';
import { resolveFormat, type PriceFormat } from './price-format.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a price shown with `format` back into a number in the DISPLAYED currency (the exchange rate is not undone).
 * Throws MoneyFormatError for text that is not such a price.
 */
export const parsePrice = (text: string, format: PriceFormat): number => {
  const { symbol, decimals, decimalSeparator, thousandsSeparator, symbolFormat } = resolveFormat(format);
  let amount = text.trim();
  if (symbol !== '') {
    const before = symbolFormat.startsWith('symbol');
    const spaced = symbolFormat.includes('__');
    const withSpace = before ? `${symbol}${spaced ? ' ' : ''}` : `${spaced ? ' ' : ''}${symbol}`;
    if (before ? amount.startsWith(withSpace) : amount.endsWith(withSpace)) {
      amount = before ? amount.slice(withSpace.length) : amount.slice(0, amount.length - withSpace.length);
    } else {
      throw new MoneyFormatError(
        `"${text}" does not carry the symbol "${symbol}" where ${symbolFormat} puts it`,
      );
    }
  }
  const fraction = decimals > 0 ? `${escapeRegExp(decimalSeparator)}(\\d{${decimals}})` : '';
  const pattern = new RegExp(`^(\\d{1,3}(?:${escapeRegExp(thousandsSeparator)}\\d{3})*)${fraction}$`);
  const match = pattern.exec(amount);
  if (!match) throw new MoneyFormatError(`"${text}" is not a price in this format`);
  const whole = (match[1] ?? '').split(thousandsSeparator).join('');
  return Number(`${whole}.${match[2] ?? '0'}`);
};
