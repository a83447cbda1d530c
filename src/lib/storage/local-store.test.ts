import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStore, localStore } from './local-store.ts';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys.ts';

const colours = { accent: '#ff6600', menuBackground: '#222', menuText: '#FFFFFF' };

afterEach(() => window.localStorage.clear());

describe('localStore', () => {
  it('stores and reads the newsletter flag, and removes it when unticked', () => {
    expect(localStore.get('newsletter-popup-hidden')).toBeNull();
    expect(localStore.set('newsletter-popup-hidden', true)).toBe(true);
    expect(localStore.get('newsletter-popup-hidden')).toBe(true);
    localStore.remove('newsletter-popup-hidden');
    expect(localStore.get('newsletter-popup-hidden')).toBeNull();
  });

  it('stores and reads the demo colours', () => {
    localStore.set('demo-colours', colours);
    expect(localStore.get('demo-colours')).toEqual(colours);
  });

  it('reads corrupted or tampered values as nothing stored', () => {
    window.localStorage.setItem('demo-colours', '{"accent":"red;background:url(x)"');
    expect(localStore.get('demo-colours')).toBeNull();
    window.localStorage.setItem('demo-colours', JSON.stringify({ ...colours, accent: 'url(javascript:x)' }));
    expect(localStore.get('demo-colours')).toBeNull();
    window.localStorage.setItem('newsletter-popup-hidden', '"yes"');
    expect(localStore.get('newsletter-popup-hidden')).toBeNull();
  });

  it('refuses to write values of the wrong shape', () => {
    expect(localStore.set('demo-colours', { ...colours, menuText: 'expression(alert(1))' })).toBe(false);
    expect(window.localStorage.getItem('demo-colours')).toBeNull();
  });

  it('never throws when storage is unavailable (private mode, quota, disabled)', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    for (const backend of [
      () => throwing,
      () => undefined,
      () => {
        throw new Error('no storage');
      },
    ]) {
      const store = createLocalStore(backend as () => Storage | undefined);
      expect(store.get('demo-colours')).toBeNull();
      expect(store.set('newsletter-popup-hidden', true)).toBe(false);
      expect(() => store.remove('demo-colours')).not.toThrow();
    }
  });

  it('has no key that could hold a secret (R7)', () => {
    for (const key of [...STORAGE_KEYS, ...SESSION_STORAGE_KEYS])
      expect(key).not.toMatch(/token|session|auth|password|card|csrf|xsrf|cookie/i);
  });
});
