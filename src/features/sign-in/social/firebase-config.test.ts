import { describe, expect, it } from 'vitest';
import { parseFirebaseConfig } from './firebase-config';

describe('the Firebase configuration from the build environment', () => {
  it('is absent when no VITE_FIREBASE_* variable is set: no social buttons', () => {
    expect(parseFirebaseConfig({ MODE: 'production' })).toBeNull();
    expect(parseFirebaseConfig({ VITE_FIREBASE_API_KEY: ' ', VITE_FIREBASE_AUTH_DOMAIN: '' })).toBeNull();
  });

  it('reads the key, the auth domain and the optional project and app ids', () => {
    expect(
      parseFirebaseConfig({
        VITE_FIREBASE_API_KEY: 'AIzaExample',
        VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'my-shop',
      }),
    ).toEqual({ apiKey: 'AIzaExample', authDomain: 'my-shop.firebaseapp.com', projectId: 'my-shop' });
  });

  it('names what is missing or wrong', () => {
    expect(() => parseFirebaseConfig({ VITE_FIREBASE_API_KEY: 'AIzaExample' })).toThrow(
      /needs both VITE_FIREBASE_API_KEY and VITE_FIREBASE_AUTH_DOMAIN/,
    );
    expect(() =>
      parseFirebaseConfig({
        VITE_FIREBASE_API_KEY: 'AIzaExample',
        VITE_FIREBASE_AUTH_DOMAIN: 'https://my-shop.firebaseapp.com/',
      }),
    ).toThrow(/must be a host name/);
  });
});
