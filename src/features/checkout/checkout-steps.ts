// The checkout's state lives in the URL, so Back and a reload keep the shopper's place and choices:
// /checkout?step=review&method=ship&ship=12&bill=same   or   /checkout?step=review&method=pickup&hub=3
import type { Address } from '@/api-generated/model';

export type CheckoutStep = 'delivery' | 'review';
export type DeliveryMethod = 'ship' | 'pickup';

export interface CheckoutChoice {
  step: CheckoutStep;
  method: DeliveryMethod;
  /** Shipping address id (as text: guests' ids are strings). */
  ship: string | null;
  /** Billing address id, or 'same' as shipping. */
  bill: string;
  hub: number | null;
}

export function readChoice(search: URLSearchParams): CheckoutChoice {
  const hub = Number(search.get('hub'));
  return {
    step: search.get('step') === 'review' ? 'review' : 'delivery',
    method: search.get('method') === 'pickup' ? 'pickup' : 'ship',
    ship: search.get('ship'),
    bill: search.get('bill') || 'same',
    hub: Number.isInteger(hub) && hub > 0 ? hub : null,
  };
}

export function writeChoice(choice: CheckoutChoice): Record<string, string> {
  const out: Record<string, string> = { step: choice.step, method: choice.method, bill: choice.bill };
  if (choice.ship) out.ship = choice.ship;
  if (choice.hub) out.hub = String(choice.hub);
  return out;
}

export const addressById = (addresses: readonly Address[], id: string | null): Address | undefined =>
  id === null ? undefined : addresses.find((address) => String(address.id) === id);

/** The shipping address to start with: the one in the URL, else the default shipping one, else the first. */
export const initialShipping = (addresses: readonly Address[], id: string | null): Address | undefined =>
  addressById(addresses, id) ?? addresses.find((a) => a.default_shipping === 1) ?? addresses[0];

/** Whether the choice is complete enough to review (and to confirm). */
export function isReady(choice: CheckoutChoice, addresses: readonly Address[]): boolean {
  if (choice.method === 'pickup') return choice.hub !== null;
  if (!addressById(addresses, choice.ship)) return false;
  return choice.bill === 'same' || addressById(addresses, choice.bill) !== undefined;
}

/** One line of an address, for lists and the review. */
export const addressLine = (address: Address): string =>
  [address.address, address.city, address.state, address.postal_code, address.country]
    .filter(Boolean)
    .join(', ');
