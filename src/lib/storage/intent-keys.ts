// One Idempotency-Key per shopper intent that must outlive a reload — confirming and paying for an order (R9):
// kept beside the form drafts, under their owner, until the intent is done, and forgotten with them when the
// person behind the session changes. Only a hash of the intent is stored (to tell a new intent from a retry),
// never the order's details or its trx id.
import { webStorage } from './local-store.ts';
import { draftStorageKey, forgetOtherOwnersDrafts } from './personal-data.ts';
import { randomId } from './random-id.ts';

interface StoredIntent {
  key: string;
  intent: string;
}

/** FNV-1a over the intent's JSON: equality only, not a secret. */
const fingerprint = (intent: unknown): string => {
  const text = JSON.stringify(intent) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};

const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

const isStoredIntent = (value: unknown): value is StoredIntent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredIntent).key === 'string' &&
  KEY_PATTERN.test((value as StoredIntent).key) &&
  typeof (value as StoredIntent).intent === 'string';

const read = (storage: Storage | undefined, at: string): StoredIntent | null => {
  try {
    const raw = storage?.getItem(at);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredIntent(value) ? value : null;
  } catch {
    return null; // unreadable: as if nothing was stored
  }
};

/**
 * The key for `intent` (what is being ordered: the request without files): the stored one when the same intent
 * is retried — after a double click, a lost answer or a reload — else a new one, stored for the next retry.
 */
export const intentKey = (
  name: string,
  owner: string,
  intent: unknown,
  storage: Storage | undefined = webStorage('sessionStorage'),
): string => {
  forgetOtherOwnersDrafts(owner, storage);
  const at = draftStorageKey(owner, `intent:${name}`);
  const wanted = fingerprint(intent);
  const saved = read(storage, at);
  if (saved?.intent === wanted) return saved.key;
  const fresh: StoredIntent = { key: randomId(), intent: wanted };
  try {
    storage?.setItem(at, JSON.stringify(fresh));
  } catch {
    // quota or disabled storage: the button's own guard still stops a double click
  }
  return fresh.key;
};

/** The intent is done (the order was confirmed, or placed): the next one gets a new key. */
export const forgetIntentKey = (
  name: string,
  owner: string,
  storage: Storage | undefined = webStorage('sessionStorage'),
): void => {
  try {
    storage?.removeItem(draftStorageKey(owner, `intent:${name}`));
  } catch {
    // nothing stored
  }
};
