import { useMemo, type ReactNode } from 'react';
import type { StartState } from '../start-data/start-state.ts';
import { formatPrice, priceFormatFromSettings } from '../money';
import { shopModules } from '../modules/modules.ts';
import { StorefrontContext, type Storefront } from './storefront-context';

export function buildStorefront(start: StartState): Storefront {
  const settings = start.settings_data;
  const currency = start.active_currency;
  const format = priceFormatFromSettings(settings, currency);
  const language =
    start.languages.find((l) => l.locale === start.active_language.locale) ?? start.active_language ?? null;
  return {
    start,
    settings,
    currency,
    language,
    user: start.user,
    isSignedIn: Boolean(start.user),
    addOns: new Set(start.add_ons),
    modules: shopModules({ settings, addOns: start.add_ons }),
    formatPrice: (amount: number) => formatPrice(amount, format),
  };
}

export function StorefrontProvider({ start, children }: { start: StartState; children: ReactNode }) {
  const value = useMemo(() => buildStorefront(start), [start]);
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}
