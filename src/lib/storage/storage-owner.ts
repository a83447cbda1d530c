// Whose data a stored draft or waiting cart change is: the signed-in user, or this tab session's guest. Guests get
// a random id of their own (kept in sessionStorage, renewed whenever the person behind the session changes), never
// one shared `guest`: what one guest typed is never offered to the next person on the same browser (R7).
import { sessionStore, type SessionStore } from './local-store.ts';
import { randomId } from './random-id.ts';

/** Where sessionStorage is unavailable the guest id lives as long as the page. */
let pageGuestId: string | null = null;

const guestId = (store: SessionStore): string => {
  const stored = store.get('guest-id');
  if (stored) return stored;
  pageGuestId ??= randomId();
  store.set('guest-id', pageGuestId);
  return pageGuestId;
};

export const storageOwner = (
  userId: number | null | undefined,
  store: SessionStore = sessionStore,
): string => (userId === null || userId === undefined ? `guest:${guestId(store)}` : `user:${userId}`);

/** The next guest is someone else: a new id, so nothing stored under the old one is ever read again. */
export const renewGuest = (store: SessionStore = sessionStore): void => {
  pageGuestId = null;
  store.remove('guest-id');
};
