// What the shop owner switched on (conventions 23): the settings' module switches and the active add-ons, read in
// one place. Every menu, link, button and route asks `useModules()` (or `routeIsOn` for a route), so a module the
// owner turned off disappears everywhere at once. Laravel prints settings as strings ("1"), our contract as numbers.
import type { ModuleName } from '../navigation/route-table.ts';

export type { ModuleName };

export type ShopModules = Readonly<Record<ModuleName, boolean>>;

interface ModuleSources {
  settings: Readonly<Record<string, unknown>>;
  addOns: ReadonlySet<string> | readonly string[];
}

/** A settings switch is on only when it says 1 (number or string); "", null, 0 and missing are off. */
export const switchedOn = (flag: unknown): boolean => Number(flag) === 1 && flag !== '' && flag !== null;

/** Each module and what turns it on: a settings switch (backend-api §4.12) or an add-on identifier (§4.12, end). */
export const MODULE_SOURCES = {
  sellers: { setting: 'seller_system' },
  coupons: { setting: 'coupon_system' },
  wallet: { setting: 'wallet_system' },
  payLater: { setting: 'pay_later_system' },
  pickupPoints: { setting: 'pickup_point' },
  colours: { setting: 'color' },
  rewards: { addOn: 'reward' },
  refunds: { addOn: 'refund' },
  phoneSignIn: { addOn: 'otp_system' },
  offlinePayment: { addOn: 'offline_payment' },
  videoShopping: { addOn: 'video_shopping' },
  wholesale: { addOn: 'wholesale' },
} as const satisfies Record<ModuleName, { setting: string } | { addOn: string }>;

export function shopModules({ settings, addOns }: ModuleSources): ShopModules {
  const active = addOns instanceof Set ? addOns : new Set(addOns as readonly string[]);
  return Object.fromEntries(
    Object.entries(MODULE_SOURCES).map(([name, source]) => [
      name,
      'setting' in source ? switchedOn(settings[source.setting]) : active.has(source.addOn),
    ]),
  ) as Record<ModuleName, boolean>;
}

/** Whether a route of the route table is on: routes of a switched-off module are not found. */
export const routeIsOn = (module: ModuleName | undefined, modules: ShopModules): boolean =>
  module === undefined || modules[module];
