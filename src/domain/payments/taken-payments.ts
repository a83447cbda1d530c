// A payment a vendor's script took that the shop has not confirmed yet (ScriptGatewayCheckout): kept in
// sessionStorage under its owner, beside the form drafts and the order keys — the same owner rule, so it is never
// offered to anyone else and is forgotten on sign-in and sign-out (lib/storage/personal-data.ts) — until the shop
// confirms it. A reload then offers "Confirm payment" with the vendor's result instead of the vendor again, which
// would charge the shopper twice.
import { draftStorageKey, forgetOtherOwnersDrafts, webStorage } from '@/lib/storage';

export interface TakenPaymentSubject {
  /** An order's payment, or a wallet top-up. */
  purpose: 'order' | 'wallet';
  /** The gateway's `payment_type`. */
  gateway: string;
  /** What is paid: the transaction and order code, or the top-up's amount. */
  subject: string;
}

export interface TakenPayment extends TakenPaymentSubject {
  /** The vendor's result as the shop is told it (its reference, the amount it charged…). */
  result: Record<string, string | number>;
  /** When the vendor took it (ms since the epoch). */
  at: number;
}

const name = (purpose: TakenPaymentSubject['purpose']) => `taken-payment:${purpose}`;

const session = (): Storage | undefined => webStorage('sessionStorage');

/** A flat object of strings and numbers: what the gateways' results are. */
const isResult = (value: unknown): value is TakenPayment['result'] =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (field) => (typeof field === 'string' && field.length <= 20_000) || Number.isFinite(field),
  );

/** Storage is user-editable: only a well-formed record is read back. */
const isTakenPayment = (value: unknown): value is TakenPayment => {
  if (typeof value !== 'object' || value === null) return false;
  const { purpose, gateway, subject, result, at } = value as Record<string, unknown>;
  return (
    (purpose === 'order' || purpose === 'wallet') &&
    typeof gateway === 'string' &&
    /^[a-z_]{1,32}$/.test(gateway) &&
    typeof subject === 'string' &&
    subject.length <= 256 &&
    isResult(result) &&
    typeof at === 'number'
  );
};

/**
 * Keeps what the vendor answered until the shop confirms it. A charge credential is never written: a result with a
 * `token` (Google Pay's, which the shop's server charges itself) is not kept — nothing was charged before the shop
 * uses it, so offering Google Pay again cannot charge twice.
 */
export function rememberTakenPayment(
  owner: string,
  subject: TakenPaymentSubject,
  result: Readonly<Record<string, unknown>>,
  at = Date.now(),
  storage: Storage | undefined = session(),
): void {
  if ('token' in result || !isResult(result)) return;
  const taken: TakenPayment = { ...subject, result: { ...result }, at };
  try {
    storage?.setItem(draftStorageKey(owner, name(subject.purpose)), JSON.stringify(taken));
  } catch {
    // quota or disabled storage: the screen still offers "Confirm payment" until it is left
  }
}

/** `owner`'s unconfirmed payment for `purpose`, if any (another owner's is dropped first). */
export function recallTakenPayment(
  owner: string,
  purpose: TakenPaymentSubject['purpose'],
  storage: Storage | undefined = session(),
): TakenPayment | null {
  try {
    forgetOtherOwnersDrafts(owner, storage);
    const raw = storage?.getItem(draftStorageKey(owner, name(purpose)));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isTakenPayment(value) && value.purpose === purpose ? value : null;
  } catch {
    return null; // unreadable: as if nothing was kept
  }
}

/** `owner`'s unconfirmed payment of exactly this subject (the same gateway, for the same thing), if any. */
export function recallTakenPaymentOf(
  owner: string,
  subject: TakenPaymentSubject,
  storage: Storage | undefined = session(),
): TakenPayment | null {
  const taken = recallTakenPayment(owner, subject.purpose, storage);
  return taken?.gateway === subject.gateway && taken.subject === subject.subject ? taken : null;
}

/** The shop confirmed it (or refused it in words): nothing is left to confirm. */
export function forgetTakenPayment(
  owner: string,
  purpose: TakenPaymentSubject['purpose'],
  storage: Storage | undefined = session(),
): void {
  try {
    storage?.removeItem(draftStorageKey(owner, name(purpose)));
  } catch {
    // nothing kept
  }
}
