/**
 * Shops configured differently by their owner, as demo-shop scenarios (`?scenario=modules-off`, `live-rates`): not
 * answers edited in front of the demo shop, but the shop itself run with other settings and add-ons, so every
 * handler behaves as the real backend does with them (home/sellers answers `[]` with the seller system off, the
 * payment page offers no wallet, order codes carry the other prefix…). The browser entry builds its store with the
 * scenario's catalogue; the Node demo server switches a session's store when a page is opened with `?scenario=`
 * (both flavours, so the faithful one shows what a real install with those settings shows).
 */
import { getCatalogue, type Catalogue } from '../data/catalogue';
import type { AddOn } from '../domain/types';

export interface OwnerSettings {
  description: string;
  /** Settings over the demo shop's own. */
  settings: Readonly<Record<string, unknown>>;
  /** Add-ons this owner has not installed. */
  withoutAddOns?: readonly AddOn[];
}

export const OWNER_SCENARIOS = {
  'modules-off': {
    description:
      'An owner who switched every module off (sellers, coupons, wallet, pay later, pickup points) and runs without the reward, refund, offline-payment, video-shopping and wholesale add-ons, with order codes prefixed MF: nothing of them is offered and their pages are not found.',
    settings: {
      seller_system: 0,
      coupon_system: 0,
      wallet_system: 0,
      pay_later_system: 0,
      pickup_point: 0,
      order_prefix: 'MF',
    },
    withoutAddOns: ['reward', 'refund', 'offline_payment', 'video_shopping', 'wholesale'],
  },
  'live-rates': {
    description:
      "A live-priced shop (live_api_currency on): 10 s after a page loads the storefront asks for the active currency again, and a non-dollar rate comes back refreshed from the demo's exchange-rate table.",
    settings: { live_api_currency: 1 },
  },
} as const satisfies Record<string, OwnerSettings>;

export type OwnerScenarioName = keyof typeof OWNER_SCENARIOS;

export const isOwnerScenario = (name: string | null | undefined): name is OwnerScenarioName =>
  typeof name === 'string' && Object.hasOwn(OWNER_SCENARIOS, name);

const variants = new Map<OwnerScenarioName, Catalogue>();

/** The demo shop's catalogue as this owner configured it (the seeded one for `null`); built once, frozen. */
export function ownerCatalogue(name: OwnerScenarioName | null, base: Catalogue = getCatalogue()): Catalogue {
  if (name === null) return base;
  let variant = variants.get(name);
  if (!variant || base !== getCatalogue()) {
    const owner: OwnerSettings = OWNER_SCENARIOS[name];
    variant = Object.freeze({
      ...base,
      settings: Object.freeze({ ...base.settings, ...owner.settings }) as Catalogue['settings'],
      addOns: Object.freeze(base.addOns.filter((addOn) => !owner.withoutAddOns?.includes(addOn))),
    });
    if (base === getCatalogue()) variants.set(name, variant);
  }
  return variant;
}
