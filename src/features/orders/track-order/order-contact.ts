// Whether what a shopper typed on Track Order is the e-mail or phone number the order carries (backend-api §4.7).
// Every guest's order belongs to the backend's one walk-in user (§1.2), so the code alone would show anyone's
// order; with this check the shop's own page stops being the tool that reads other guests' names, addresses and
// phones by trying codes. It runs in the browser: it does NOT protect the API, `GET user/invoice/{code}` still
// answers any guest for any walk-in order (README, "A server should fix"). Pure.
import type { OrderOutput } from '@/api-generated/model';

/** What the shopper typed, read as an e-mail address or a phone number. */
export type OrderContact = { kind: 'email'; email: string } | { kind: 'phone'; digits: string };

/** A phone number has at least this many digits once leading zeros are gone (and at most E.164's 15). */
const MIN_PHONE_DIGITS = 6;
const MAX_PHONE_DIGITS = 15;
/** Country codes are one to three digits (ITU-T E.164). */
const MAX_COUNTRY_CODE_DIGITS = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What people write in a phone number besides digits: spaces, dashes, dots, brackets, slashes, a leading +. */
const PHONE = /^\+?[\d\s().\-/]+$/;

/** An e-mail address compared without case or surrounding spaces. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/**
 * A phone number as the digits that identify it: every non-digit dropped, then the leading zeros — the
 * international prefix `00` (0044 7700 900123) and the trunk prefix `0` (07700 900123) — so both read 44770090…
 * and 770090….
 */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '').replace(/^0+/, '');

/**
 * Two phone numbers are the same when their digits are equal, or when one is the other with a country code in
 * front: at most three more digits at the start (+880 1712-345678 and 01712 345678; +1 555 010 9999 and
 * 555-010-9999). The shorter must still have six digits, so a fragment never matches.
 */
export function phonesMatch(a: string, b: string): boolean {
  const [short, long] = [phoneDigits(a), phoneDigits(b)].sort((x, y) => x.length - y.length) as [
    string,
    string,
  ];
  if (short.length < MIN_PHONE_DIGITS) return false;
  if (short === long) return true;
  const extra = long.length - short.length;
  return extra <= MAX_COUNTRY_CODE_DIGITS && long.endsWith(short);
}

/** The typed value as an e-mail or a phone number, or null when it is neither. */
export function readContact(input: string): OrderContact | null {
  const value = input.trim();
  if (value.includes('@')) return EMAIL.test(value) ? { kind: 'email', email: normaliseEmail(value) } : null;
  if (!PHONE.test(value)) return null;
  const digits = phoneDigits(value);
  return digits.length >= MIN_PHONE_DIGITS && digits.length <= MAX_PHONE_DIGITS
    ? { kind: 'phone', digits }
    : null;
}

export type OrderContacts = Pick<OrderOutput, 'shipping_address' | 'billing_address' | 'user'>;

/**
 * Whether `contact` is one the order carries: the e-mail or phone of its shipping or billing address, or — for a
 * signed-in shopper, whose orders the backend answers only to them — the account's e-mail. A guest's order
 * belongs to the walk-in user, whose one e-mail is on every guest order: it never counts.
 */
export function orderHasContact(
  order: OrderContacts,
  contact: OrderContact,
  { accountEmailCounts }: { accountEmailCounts: boolean },
): boolean {
  const addresses = [order.shipping_address, order.billing_address].filter((a) => a != null);
  if (contact.kind === 'email') {
    const emails = addresses.map((a) => a.email);
    if (accountEmailCounts && order.user?.email) emails.push(order.user.email);
    return emails.some((email) => normaliseEmail(email) === contact.email);
  }
  return addresses.some((a) => phonesMatch(a.phone_no, contact.digits));
}
