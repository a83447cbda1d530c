// `GET /user/address`: the address book, which the account's Addresses page and the checkout both read (the checkout
// also takes the cart's seller groups and the pickup hubs from the same answer, and the backend drops orders left
// unconfirmed when it answers). One definition, so both screens and their route loaders share one cache entry.
import { getGetAddressesQueryOptions, saveAddress } from '@/api-generated/endpoints/addresses/addresses';
import type { Address, AddressRequest } from '@/api-generated/model';
import { webStorage } from '@/lib/storage';

/** How long a loaded book counts as fresh: long enough that a screen does not ask again as it mounts. */
const VISIT_FRESH_MS = 2_000;

/**
 * Fresh on every visit (the cart may have changed in another tab; the route loader fetches it with the navigation).
 * A failure is shown by the screen itself; only a refusal in the shop's words is toasted as well (ADR 081).
 */
export const addressBookQueryOptions = () => ({
  ...getGetAddressesQueryOptions(),
  staleTime: VISIT_FRESH_MS,
  meta: { errorToast: false } as const,
});

// The pending address (issue 38 §6), kept in this module so it shares the address book's chunk.
// The address of a guest's order, waiting to go into the address book of the account the guest just signed up for
// (issue 38 §6). The backend forgets a guest's session addresses once the invoice is shown, and an e-mail sign-up is
// not signed in until the account is activated — often from the mail, in another tab — so the address is kept in
// this browser (localStorage), "pending for <e-mail>", and saved with `POST /store/user-address` the first time that
// shopper is signed in. Personal data: capped, expiring, forgotten on sign-out (features/account's logout) and once
// saved; a failed save keeps it. Stored values are untrusted input: checked on read.

export const PENDING_ADDRESSES_STORAGE_KEY = 'marketfront:pending-addresses';
/** Addresses kept at most (the newest win): one browser rarely holds more than one guest's sign-up. */
export const PENDING_ADDRESS_CAP = 3;
/** How long an address waits for its account to be activated and signed in. */
export const PENDING_ADDRESS_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** A new address of the book: what `POST /store/user-address` needs, ids included (no `id`: it creates). */
export type NewAddress = Omit<AddressRequest, 'id'>;

interface PendingEntry {
  email: string;
  address: NewAddress;
  /** When it was kept (ms since the epoch). */
  at: number;
}

const key = (email: string) => email.trim().toLowerCase();

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const isNewAddress = (value: unknown): value is NewAddress => {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    isText(a.name) &&
    isText(a.email) &&
    isText(a.phone_no) &&
    isText(a.address) &&
    isText(a.postal_code) &&
    isId(a.country_id) &&
    isId(a.state_id) &&
    isId(a.city_id)
  );
};

const isEntry = (value: unknown): value is PendingEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return isText(e.email) && typeof e.at === 'number' && isNewAddress(e.address);
};

/**
 * The body to save an order's shipping address into an address book, or null when the order's address lacks what
 * the form requires (a pickup order has none; an address without a postal code would be refused).
 */
export function newAddressFrom(address: Address | null | undefined): NewAddress | null {
  if (!address) return null;
  const body = addressFields(address);
  return isNewAddress(body) ? body : null;
}

/** A saved address as the fields `POST /store/user-address` takes (the form's values when it is edited). */
export const addressFields = (address: Address): NewAddress => ({
  name: address.name,
  email: address.email,
  phone_no: address.phone_no,
  address: address.address,
  country_id: address.address_ids.country_id,
  state_id: address.address_ids.state_id,
  city_id: address.address_ids.city_id,
  postal_code: address.postal_code ?? '',
});

function readEntries(storage: Storage | undefined, at: number): PendingEntry[] {
  try {
    const raw = storage?.getItem(PENDING_ADDRESSES_STORAGE_KEY);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isEntry).filter((entry) => at - entry.at < PENDING_ADDRESS_TTL_MS);
  } catch {
    return [];
  }
}

function writeEntries(storage: Storage | undefined, entries: PendingEntry[]): boolean {
  try {
    if (!storage) return false;
    if (entries.length === 0) storage.removeItem(PENDING_ADDRESSES_STORAGE_KEY);
    else storage.setItem(PENDING_ADDRESSES_STORAGE_KEY, JSON.stringify(entries.slice(-PENDING_ADDRESS_CAP)));
    return true;
  } catch {
    return false;
  }
}

/** Keeps `address` for the account of `email` (replacing one kept before for it); false if the browser refused. */
export function keepPendingAddress(
  email: string,
  address: NewAddress,
  storage: Storage | undefined = webStorage('localStorage'),
  at: number = Date.now(),
): boolean {
  const others = readEntries(storage, at).filter((entry) => entry.email !== key(email));
  return writeEntries(storage, [...others, { email: key(email), address, at }]);
}

/** The address waiting for the account of `email`, if any (expired ones read as none). */
export function pendingAddressFor(
  email: string | null | undefined,
  storage: Storage | undefined = webStorage('localStorage'),
  at: number = Date.now(),
): NewAddress | null {
  if (!email) return null;
  return readEntries(storage, at).find((entry) => entry.email === key(email))?.address ?? null;
}

export function forgetPendingAddress(
  email: string,
  storage: Storage | undefined = webStorage('localStorage'),
  at: number = Date.now(),
): void {
  writeEntries(
    storage,
    readEntries(storage, at).filter((entry) => entry.email !== key(email)),
  );
}

/** Sign-out: nothing of a guest's order stays in this browser. */
export function forgetPendingAddresses(storage: Storage | undefined = webStorage('localStorage')): void {
  try {
    storage?.removeItem(PENDING_ADDRESSES_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** What became of the waiting address when its shopper signed in. */
export type PendingAddressOutcome = 'none' | 'saved' | 'failed';

/**
 * Saves the address waiting for the signed-in shopper `email` into their address book (call it once the session is
 * signed in: as a guest the backend would put it in the session). Saved → forgotten; failed → kept for next time.
 */
export async function savePendingAddress(
  email: string | null | undefined,
  storage: Storage | undefined = webStorage('localStorage'),
): Promise<PendingAddressOutcome> {
  const address = pendingAddressFor(email, storage);
  if (!address || !email) return 'none';
  try {
    await saveAddress(address);
  } catch {
    return 'failed';
  }
  forgetPendingAddress(email, storage);
  return 'saved';
}

/**
 * Saves `address` into the signed-in shopper's book at once (a sign-up that signs in: the phone flow); when that
 * fails it is kept, pending for `email`, as an e-mail sign-up's is (without an e-mail there is nobody to keep it for).
 */
export async function saveOrKeepAddress(
  email: string | null | undefined,
  address: NewAddress,
  storage: Storage | undefined = webStorage('localStorage'),
): Promise<PendingAddressOutcome> {
  try {
    await saveAddress(address);
    if (email) forgetPendingAddress(email, storage);
    return 'saved';
  } catch {
    if (email) keepPendingAddress(email, address, storage);
    return 'failed';
  }
}
