/**
 * Shipping/billing addresses (backend-api §2.11, §4.9). Signed-in users' addresses live in `state.addresses`;
 * a guest's live in the session (like the backend's session store) with a random 6-digit id, which fits both
 * shapes the contract allows for a guest address id. The first address becomes the default shipping and billing
 * address. The store keeps country/state/city names, their ids (`address_ids`) and the city's coordinates.
 * Call the mutating functions inside `shop.update(...)`.
 */
import { createRandom, randomString } from '../domain/random';
import type { Address, Id } from '../domain/types';
import { nextId } from './lookups';
import { done, refuse, type Outcome } from './outcome';
import type { DemoShopState, Session } from './types';
import { isEmail } from '../domain/email';

export interface AddressInput {
  /** null: create. */
  id: Id | null;
  name: string;
  email: string;
  phone_no: string;
  address: string;
  country_id: Id;
  state_id: Id;
  city_id: Id;
  postal_code: string;
}

export type ValidationErrors = Record<string, string[]>;

const MAX_TEXT = 255;
/** Deliberately simple: something@something.tld, no spaces (Laravel's `email` rule is looser still). */

const label = (field: string) => field.replace(/_/g, ' ');

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function positiveInteger(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Laravel-style validation of the address form: 422 messages per field, or the clean input. */
export function parseAddressInput(
  state: DemoShopState,
  body: Record<string, unknown>,
): { ok: true; value: AddressInput } | { ok: false; errors: ValidationErrors } {
  const errors: ValidationErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const strings: Record<string, string> = {};
  for (const field of ['name', 'email', 'phone_no', 'address', 'postal_code'] as const) {
    const value = text(body[field]);
    strings[field] = value;
    if (!value) add(field, `The ${label(field)} field is required.`);
    else if (value.length > MAX_TEXT)
      add(field, `The ${label(field)} must not be greater than ${MAX_TEXT} characters.`);
  }
  if (strings.email && !errors.email && !isEmail(strings.email))
    add('email', 'The email must be a valid email address.');
  if (strings.phone_no && !errors.phone_no && strings.phone_no.length < 6)
    add('phone_no', 'The phone no must be at least 6 characters.');

  const ids: Record<string, number | null> = {};
  for (const field of ['country_id', 'state_id', 'city_id'] as const) {
    const raw = body[field];
    ids[field] = positiveInteger(raw);
    if (raw === undefined || raw === null || raw === '') add(field, `The ${label(field)} field is required.`);
    else if (ids[field] === null) add(field, `The selected ${label(field)} is invalid.`);
  }
  const { catalogue } = state;
  const country = catalogue.countries.find((c) => c.id === ids.country_id);
  const region = catalogue.states.find((s) => s.id === ids.state_id);
  const city = catalogue.cities.find((c) => c.id === ids.city_id);
  if (ids.country_id !== null && !country) add('country_id', 'The selected country id is invalid.');
  if (ids.state_id !== null && (!region || (country && region.country_id !== country.id)))
    add('state_id', 'The selected state id is invalid.');
  if (ids.city_id !== null && (!city || (region && city.state_id !== region.id)))
    add('city_id', 'The selected city id is invalid.');

  const rawId = body.id;
  const id = rawId === undefined || rawId === null || rawId === '' ? null : positiveInteger(rawId);
  if (rawId !== undefined && rawId !== null && rawId !== '' && id === null)
    add('id', 'The selected id is invalid.');

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      id,
      name: strings.name!,
      email: strings.email!,
      phone_no: strings.phone_no!,
      address: strings.address!,
      country_id: ids.country_id!,
      state_id: ids.state_id!,
      city_id: ids.city_id!,
      postal_code: strings.postal_code!,
    },
  };
}

/** The session's addresses: the user's, or the guest session's. */
export function ownAddresses(state: DemoShopState, session: Session): Address[] {
  return session.user_id === null
    ? session.addresses
    : state.addresses.filter((a) => a.user_id === session.user_id);
}

export function findOwnAddress(state: DemoShopState, session: Session, id: Id): Address | undefined {
  return ownAddresses(state, session).find((a) => a.id === id);
}

export function defaultAddress(
  state: DemoShopState,
  session: Session,
  type: 'shipping' | 'billing',
): Address | null {
  const key = type === 'shipping' ? 'default_shipping' : 'default_billing';
  return ownAddresses(state, session).find((a) => a[key] === 1) ?? null;
}

/** A random 6-digit id for a guest's session address (never collides with the session's other addresses). */
function guestAddressId(state: DemoShopState, session: Session): Id {
  for (;;) {
    const random = createRandom(state.rng);
    const id = Number(randomString(random, 6, '123456789'));
    state.rng = random.state;
    if (!session.addresses.some((a) => a.id === id)) return id;
  }
}

function located(state: DemoShopState, input: AddressInput) {
  const { catalogue } = state;
  const city = catalogue.cities.find((c) => c.id === input.city_id)!;
  return {
    address_ids: { country_id: input.country_id, state_id: input.state_id, city_id: input.city_id },
    country: catalogue.countries.find((c) => c.id === input.country_id)!.name,
    state: catalogue.states.find((s) => s.id === input.state_id)!.name,
    city: city.name,
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

/** `store/user-address`: create (no id) or update one of the session's addresses. */
export function saveAddress(
  state: DemoShopState,
  session: Session,
  input: AddressInput,
): Outcome<{ address: Address; created: boolean }> {
  const fields = {
    name: input.name,
    email: input.email,
    phone_no: input.phone_no,
    address: input.address,
    postal_code: input.postal_code,
    ...located(state, input),
  };
  if (input.id !== null) {
    const existing = findOwnAddress(state, session, input.id);
    if (!existing) return refuse('Address not found');
    Object.assign(existing, fields);
    return done({ address: existing, created: false });
  }
  const first = ownAddresses(state, session).length === 0;
  const guest = session.user_id === null;
  const address: Address = {
    id: guest ? guestAddressId(state, session) : nextId(state, 'address'),
    user_id: session.user_id,
    ...fields,
    default_shipping: first ? 1 : 0,
    default_billing: first ? 1 : 0,
  };
  if (guest) session.addresses.push(address);
  else state.addresses.push(address);
  return done({ address, created: true });
}

/** `default/user-address/{type}/{id}`: signed-in users only. */
export function setDefaultAddress(
  state: DemoShopState,
  session: Session,
  type: 'shipping' | 'billing',
  id: Id,
): Outcome<Address> {
  if (session.user_id === null) return refuse('Please login first');
  const target = findOwnAddress(state, session, id);
  if (!target) return refuse('Address not found');
  const key = type === 'shipping' ? 'default_shipping' : 'default_billing';
  for (const address of ownAddresses(state, session)) address[key] = address === target ? 1 : 0;
  return done(target);
}

/** `delete/user-address/{id}`: only the session's own addresses; a deleted default passes to the next address. */
export function deleteAddress(state: DemoShopState, session: Session, id: Id): Outcome<Address> {
  const target = findOwnAddress(state, session, id);
  if (!target) return refuse('Address not found');
  if (session.user_id === null) session.addresses = session.addresses.filter((a) => a !== target);
  else state.addresses = state.addresses.filter((a) => a !== target);
  const rest = ownAddresses(state, session);
  for (const key of ['default_shipping', 'default_billing'] as const) {
    if (target[key] === 1 && rest[0] && !rest.some((a) => a[key] === 1)) rest[0][key] = 1;
  }
  return done(target);
}
