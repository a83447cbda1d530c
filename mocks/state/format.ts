/**
 * Server-side price text for messages only ("You've to Purchase Minimum of $50.00"), mirroring the backend's
 * `format_price`: amount × active rate, settings decimals and separators, symbol placement. Display formatting in
 * the app is src/lib/money's job, not this.
 */
import type { Currency } from '../domain/types';
import type { DemoShopState, Session } from './types';

export function activeCurrency(state: DemoShopState, session: Session): Currency {
  const { currencies } = state.catalogue;
  return currencies.find((c) => c.code === session.currency_code) ?? currencies[0]!;
}

export function formatPriceLikeServer(state: DemoShopState, session: Session, amount: number): string {
  const settings = state.catalogue.settings;
  const currency = activeCurrency(state, session);
  const decimals = Number.isInteger(settings.no_of_decimals) ? settings.no_of_decimals : 3;
  const decimalSeparator = settings.decimal_separator || '.';
  const thousands = decimalSeparator === ',' ? '.' : ',';
  const [whole, fraction] = (amount * currency.exchange_rate).toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const number = fraction ? `${grouped}${decimalSeparator}${fraction}` : grouped;
  switch (settings.currency_symbol_format) {
    case 'symbol_amount':
      return `${currency.symbol}${number}`;
    case 'symbol__amount':
      return `${currency.symbol} ${number}`;
    case 'amount__symbol':
      return `${number} ${currency.symbol}`;
    default:
      return `${number}${currency.symbol}`;
  }
}
