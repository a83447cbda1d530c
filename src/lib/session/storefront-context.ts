import { createContext } from 'react';
import type { StartState } from '../start-data/start-state.ts';
import type { ShopModules } from '../modules/modules.ts';

type Settings = StartState['settings_data'];
type Currency = StartState['active_currency'];
type Language = StartState['languages'][number];

/** What every screen may read about the shop it runs in: start data plus derived helpers. */
export interface Storefront {
  start: StartState;
  settings: Settings;
  currency: Currency;
  language: Language | null;
  user: StartState['user'];
  isSignedIn: boolean;
  /** Active add-on identifiers (`reward`, `refund`, `otp_system`, `offline_payment`, `video_shopping`, …). */
  addOns: ReadonlySet<string>;
  /** What the owner switched on (settings switches and add-ons): ask `useModules()` (src/lib/modules). */
  modules: ShopModules;
  /** Formats an amount in the default currency for display in the active one. Throws MoneyFormatError. */
  formatPrice: (amount: number) => string;
}

export const StorefrontContext = createContext<Storefront | null>(null);
