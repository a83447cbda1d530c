import { afterEach, describe, expect, it } from 'vitest';
import { localStore, sessionStore } from './local-store.ts';
import { draftStorageKey, forgetPersonalData } from './personal-data.ts';
import { forgetIntentKey, intentKey } from './intent-keys.ts';
import { storageOwner } from './storage-owner.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const everything = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => {
    const key = storage.key(index) ?? '';
    return `${key}=${storage.getItem(key)}`;
  }).join('\n');

describe('forgetPersonalData (sign-out, sign-in, a 401)', () => {
  it('forgets drafts, order keys, waiting cart changes and the guest id, and keeps the browser’s preferences', () => {
    const guest = storageOwner(null);
    sessionStorage.setItem(draftStorageKey('user:22', 'address-new'), '{"phone_no":"+8801700000022"}');
    sessionStorage.setItem(draftStorageKey(guest, 'track-order'), '{"code":"YR-0000000042"}');
    sessionStorage.setItem('marketfront:draft:contact', '{"email":"old@example.test"}'); // before owners
    intentKey('complete-order', 'user:22', { trx_id: 'TRX-SECRET' });
    sessionStore.set('offline-cart-changes', {
      owner: guest,
      changes: [{ key: 'add', variables: { data: { id: 1, trx_id: 'TRX-SECRET' } }, submittedAt: 1 }],
    });
    // What older versions left in localStorage: the waiting changes under one shared guest.
    localStorage.setItem('offline-cart-changes', '{"owner":"guest","changes":[{"trx_id":"TRX-SECRET"}]}');
    localStore.set('newsletter-popup-hidden', true);
    sessionStorage.setItem('marketfront-chunk-reload', '1'); // not personal: another module's

    forgetPersonalData();

    const left = `${everything(sessionStorage)}\n${everything(localStorage)}`;
    for (const personal of [
      '+8801700000022',
      'YR-0000000042',
      'old@example.test',
      'TRX-SECRET',
      guest.slice(6),
    ])
      expect(left).not.toContain(personal);
    expect(sessionStore.get('offline-cart-changes')).toBeNull();
    expect(storageOwner(null)).not.toBe(guest);
    expect(localStore.get('newsletter-popup-hidden')).toBe(true);
    expect(sessionStorage.getItem('marketfront-chunk-reload')).toBe('1');
  });
});

describe('intentKey (an order’s Idempotency-Key kept with the drafts)', () => {
  it('gives a retry of the same intent the same key, even read back after a reload; a new intent a new key', () => {
    const first = intentKey('confirm-order', 'user:22', { checkout_method: 2, shipping: 1 });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(intentKey('confirm-order', 'user:22', { checkout_method: 2, shipping: 1 })).toBe(first);
    // Only a hash of the intent is kept, never what is ordered.
    expect(everything(sessionStorage)).not.toContain('shipping');

    const other = intentKey('confirm-order', 'user:22', { checkout_method: 1, hub: 3 });
    expect(other).not.toBe(first);
    forgetIntentKey('confirm-order', 'user:22');
    expect(intentKey('confirm-order', 'user:22', { checkout_method: 1, hub: 3 })).not.toBe(other);
  });

  it('is the owner’s own: another shopper in the tab gets a new key', () => {
    const mine = intentKey('complete-order', 'user:22', { payment_type: 'wallet' });
    expect(intentKey('complete-order', 'user:23', { payment_type: 'wallet' })).not.toBe(mine);
    expect(intentKey('complete-order', 'user:22', { payment_type: 'wallet' })).not.toBe(mine);
  });
});
