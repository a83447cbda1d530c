// What the browser keeps for the person using the shop, and forgetting it when that person changes (sign-in,
// sign-out, a 401 mid-session: lib/session/session.ts). Form drafts and the order keys kept with them live in
// sessionStorage under their owner (storage-owner.ts), as do the cart changes waiting for the connection.
import { webStorage } from './local-store.ts';
import { SESSION_STORAGE_KEYS } from './storage-keys.ts';
import { renewGuest } from './storage-owner.ts';

export const DRAFT_PREFIX = 'marketfront:draft:';

/** Where a draft (or an order's key, intent-keys.ts) of `owner` is kept. */
export const draftStorageKey = (owner: string, name: string): string => `${DRAFT_PREFIX}${owner}:${name}`;

/** Older versions kept the waiting cart changes in localStorage, under one shared `guest` owner. */
const LEGACY_LOCAL_KEYS = ['offline-cart-changes'];

const removeKeys = (storage: Storage | undefined, doomed: (key: string) => boolean): void => {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && doomed(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
};

/**
 * Drops every draft that is not `owner`'s: a tab that outlived a sign-out in another tab, or drafts from before
 * they had owners. Called whenever a draft is read, so another person's draft is never offered.
 */
export const forgetOtherOwnersDrafts = (
  owner: string,
  storage: Storage | undefined = webStorage('sessionStorage'),
): void => {
  const own = draftStorageKey(owner, '');
  removeKeys(storage, (key) => key.startsWith(DRAFT_PREFIX) && !key.startsWith(own));
};

/** Removes what older versions kept in localStorage (the waiting cart changes with their trx id). */
export const forgetLegacyPersonalData = (local: Storage | undefined = webStorage('localStorage')): void =>
  removeKeys(local, (key) => key.startsWith(DRAFT_PREFIX) || LEGACY_LOCAL_KEYS.includes(key));

/**
 * Forgets everything kept for the person behind the session: form drafts, order keys, cart changes still waiting
 * for the connection, and the tab's guest id (so the next guest is someone new).
 */
export const forgetPersonalData = (
  session: Storage | undefined = webStorage('sessionStorage'),
  local: Storage | undefined = webStorage('localStorage'),
): void => {
  const sessionKeys = new Set<string>(SESSION_STORAGE_KEYS);
  removeKeys(session, (key) => key.startsWith(DRAFT_PREFIX) || sessionKeys.has(key));
  forgetLegacyPersonalData(local);
  renewGuest();
};
