/**
 * Shopper preferences and browsing history (backend-api §2.1, §2.4): the session's language and display
 * currency (stored on the user too when signed in) and recently viewed products. Call inside `shop.update(...)`.
 */
import type { Currency, Id, Language } from '../domain/types';
import { LIVE_MARKET_RATES } from '../data/settings';
import { findProduct, findUser } from './lookups';
import type { DemoShopState, Session } from './types';

/** Switch the language; null when the locale is unknown or inactive. */
export function setLocale(state: DemoShopState, session: Session, locale: string): Language | null {
  const language = state.catalogue.languages.find((l) => l.locale === locale && l.status === 1);
  if (!language) return null;
  session.locale = language.locale;
  const user = findUser(state, session.user_id);
  if (user) user.locale = language.locale;
  return language;
}

/** Switch the display currency (prices stay in the default currency); null when the code is unknown. */
export function setCurrency(state: DemoShopState, session: Session, code: string): Currency | null {
  const currency = state.catalogue.currencies.find((c) => c.code === code.toUpperCase() && c.status === 1);
  if (!currency) return null;
  session.currency_code = currency.code;
  const user = findUser(state, session.user_id);
  if (user) user.currency_code = currency.code;
  return currency;
}

/**
 * The rate the backend answers for `currency` (backend-api §2.1): with the owner's `live_api_currency` on it first
 * refreshes a non-USD rate from an exchange-rate service — the demo's is a fixed table, so it is reproducible.
 */
export function answeredRate(state: DemoShopState, currency: Currency): Currency {
  const market = LIVE_MARKET_RATES[currency.code];
  const live = Number(state.catalogue.settings.live_api_currency) === 1 && currency.code !== 'USD';
  return live && market ? { ...currency, exchange_rate: market } : currency;
}

/** How many views are remembered per shopper and site-wide. */
export const VIEWED_LIMIT = 20;
const SITE_VIEWED_LIMIT = 100;

/** Record a product view: one entry per product, newest first (older entries for it removed). */
export function recordView(state: DemoShopState, session: Session, productId: Id): void {
  session.viewed = [productId, ...session.viewed.filter((id) => id !== productId)].slice(0, VIEWED_LIMIT);
  state.viewedProducts = [productId, ...state.viewedProducts.filter((id) => id !== productId)].slice(
    0,
    SITE_VIEWED_LIMIT,
  );
}

/** Up to 20 recently viewed product ids: the shopper's own views first, then site-wide ones (published only). */
export function viewedProductIds(state: DemoShopState, session: Session): Id[] {
  const ids: Id[] = [];
  for (const id of [...session.viewed, ...state.viewedProducts]) {
    if (ids.length >= VIEWED_LIMIT) break;
    if (ids.includes(id)) continue;
    if (findProduct(state, id)?.status !== 'published') continue;
    ids.push(id);
  }
  return ids;
}
