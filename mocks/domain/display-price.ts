/**
 * Prices as the storefront shows them (backend-api §5.1), read back: some requests carry display strings the
 * backend trusts (a refund's amounts, §2.13), and the demo shop checks them against its own numbers. Both sides
 * are compared in whole minor units of the DISPLAYED currency (amount × active rate, rounded half up to the shop's
 * decimals), so a symbol, a thousands separator or the symbol's side never make a difference, one cent does.
 */

export interface DisplayFormat {
  symbol: string;
  /** Units of the displayed currency per unit of the default currency. */
  rate: number;
  decimals: number;
  /** The thousands separator is `.` when this is `,`, otherwise `,`. */
  decimalSeparator: string;
}

/** An amount of the default currency as shown: minor units of the displayed currency, half up. */
export function displayedMinor(amount: number, format: DisplayFormat): number {
  // 15 significant digits first: 1.005 × 100 is 100.4999… in binary floating point.
  const shown = Number((amount * format.rate).toPrecision(15));
  return Math.round(Number((shown * 10 ** format.decimals).toPrecision(15)));
}

/** The minor units a display string stands for, or null when it is not a price in this format. */
export function parseDisplayedPrice(text: string, format: DisplayFormat): number | null {
  const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const thousands = escape(format.decimalSeparator === ',' ? '.' : ',');
  const fraction =
    format.decimals > 0 ? `(?:${escape(format.decimalSeparator)}(\\d{1,${format.decimals}}))?` : '';
  const pattern = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d+)${fraction}$`);
  const bare = (format.symbol ? text.split(format.symbol).join('') : text).replace(/\s/g, '');
  const match = pattern.exec(bare);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/\D/g, ''));
  return whole * 10 ** format.decimals + Number((match[2] ?? '').padEnd(format.decimals, '0') || '0');
}
