// Which orders this tab's shopper has shown to be theirs: Track Order matched the order's e-mail or phone
// (order-contact.ts), or this tab placed it and the shop showed it on the invoice of the session's own
// transaction. The guest's order page (`/get-invoice/{code}`) opens only those. Kept in sessionStorage beside the
// form drafts, under their owner (lib/storage), so it is forgotten when the person behind the session changes and
// never read by another guest of the same browser. Storage is the shopper's own to edit: like the match itself,
// this keeps the shop's page from showing other guests' orders; it does not protect the API.
import { draftStorageKey, forgetOtherOwnersDrafts, webStorage } from '@/lib/storage';

const PROOF_DRAFT = 'order-proof';
/** The most recent proofs kept: enough for one shopper's orders, bounded against a stuffed storage. */
const MAX_PROOFS = 20;
const CODE = /^[A-Za-z0-9_]+-[0-9]{10}$/;

const session = (): Storage | undefined => webStorage('sessionStorage');

function readProofs(owner: string, storage: Storage | undefined): string[] {
  try {
    forgetOtherOwnersDrafts(owner, storage);
    const raw = storage?.getItem(draftStorageKey(owner, PROOF_DRAFT));
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return []; // unreadable: nothing proven
  }
}

/** Whether `owner` proved, in this tab, that order `code` is theirs. */
export const hasOrderProof = (
  owner: string,
  code: string,
  storage: Storage | undefined = session(),
): boolean => CODE.test(code) && readProofs(owner, storage).includes(code);

/** Remembers, for this tab and `owner` only, that order `code` is theirs. */
export function rememberOrderProof(
  owner: string,
  code: string,
  storage: Storage | undefined = session(),
): void {
  if (!CODE.test(code)) return;
  const proofs = [...readProofs(owner, storage).filter((known) => known !== code), code].slice(-MAX_PROOFS);
  try {
    storage?.setItem(draftStorageKey(owner, PROOF_DRAFT), JSON.stringify(proofs));
  } catch {
    // quota or disabled storage: the order page sends the shopper back to Track Order, which asks again
  }
}
