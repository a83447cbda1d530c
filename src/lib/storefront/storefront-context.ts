import { createContext } from 'react';
import type { StartData } from '@/api-generated/model';

type Settings = StartData['settings_data'];
type Currency = StartData['active_currency'];
type Language = StartData['languages'][number];

/** What every screen may read about the shop it runs in: start data plus derived helpers. */
export interface Storefront {
  start: StartData;
  settings: Settings;
  currency: Currency;
  language: Language | null;
  user: StartData['user'];
  isSignedIn: boolean;
  /** Active add-on identifiers (`reward`, `refund`, `otp_system`, `offline_payment`, `video_shopping`, …). */
  addOns: ReadonlySet<string>;
  /** Formats an amount in the default currency for display in the active one. Throws MoneyFormatError. */
  formatPrice: (amount: number) => string;
}

export const StorefrontContext = createContext<Storefront | null>(null);
