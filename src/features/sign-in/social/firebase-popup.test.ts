import { afterEach, describe, expect, it, vi } from 'vitest';

// Firebase itself opens a window on Google's servers; here its functions answer as it would.
const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((_config: unknown, name: string) => ({ name })),
  initializeAuth: vi.fn((_app: unknown, _deps: unknown) => ({ kind: 'auth' })),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  getAdditionalUserInfo: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp, getApps: () => [] }));
vi.mock('firebase/auth', () => {
  class Provider {
    readonly scopes: string[] = [];
    constructor(readonly providerId: string) {}
    addScope(scope: string) {
      this.scopes.push(scope);
    }
  }
  return {
    GoogleAuthProvider: class extends Provider {
      constructor() {
        super('google.com');
      }
    },
    FacebookAuthProvider: class extends Provider {
      constructor() {
        super('facebook.com');
      }
    },
    TwitterAuthProvider: class extends Provider {
      constructor() {
        super('twitter.com');
      }
    },
    browserPopupRedirectResolver: 'popup-resolver',
    inMemoryPersistence: 'in-memory',
    initializeAuth: firebase.initializeAuth,
    signInWithPopup: firebase.signInWithPopup,
    signOut: firebase.signOut,
    getAdditionalUserInfo: firebase.getAdditionalUserInfo,
  };
});

const config = { apiKey: 'AIzaExample', authDomain: 'my-shop.firebaseapp.com' };

afterEach(() => vi.clearAllMocks());

describe('signing in through Firebase (loaded on the first press of a social button)', () => {
  it('opens the provider’s popup with the SPA’s scopes and returns what POST /social-login reads', async () => {
    const { firebaseSocialSignIn } = await import('./firebase-sign-in');
    // The ID token is read before Firebase's session ends (signOut), which would leave nothing to read.
    let signedOut = false;
    firebase.signOut.mockImplementationOnce(() => {
      signedOut = true;
      return Promise.resolve();
    });
    const getIdToken = vi.fn(() =>
      signedOut ? Promise.reject(new Error('signed out')) : Promise.resolve('firebase-id-token-fb-1'),
    );
    firebase.signInWithPopup.mockResolvedValue({
      user: {
        uid: 'fb-1',
        displayName: 'Farah',
        email: 'farah@example.test',
        photoURL: null,
        phoneNumber: null,
        getIdToken,
      },
    });
    firebase.getAdditionalUserInfo.mockReturnValue({
      profile: {
        name: 'Farah Fb',
        birthday: '07/14/1990',
        picture: { data: { url: 'https://graph.example/f.jpg' } },
      },
    });

    const body = await firebaseSocialSignIn(config)('facebook');

    expect(body).toEqual({
      uid: 'fb-1',
      id_token: 'firebase-id-token-fb-1',
      name: 'Farah Fb',
      email: 'farah@example.test',
      dob: '1990-07-14',
      image: 'https://graph.example/f.jpg',
    });
    const [, provider] = firebase.signInWithPopup.mock.calls[0]!;
    expect(provider).toMatchObject({
      providerId: 'facebook.com',
      scopes: ['public_profile', 'user_birthday', 'user_gender'],
    });
    // Firebase's own session stays in memory (R7) and ends at once: the shop's cookie is the session.
    expect(firebase.initializeApp).toHaveBeenCalledWith(config, expect.any(String));
    expect(firebase.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: 'in-memory',
      popupRedirectResolver: 'popup-resolver',
    });
    expect(firebase.signOut).toHaveBeenCalled();
  });

  it('turns a closed popup into a quiet cancellation and lets other failures through', async () => {
    const { firebaseSocialSignIn } = await import('./firebase-sign-in');
    const { SocialSignInCancelled } = await import('./social-sign-in');
    firebase.signInWithPopup.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
    );
    await expect(firebaseSocialSignIn(config)('google')).rejects.toBeInstanceOf(SocialSignInCancelled);
    firebase.signInWithPopup.mockRejectedValueOnce(
      Object.assign(new Error('unauthorized'), { code: 'auth/unauthorized-domain' }),
    );
    await expect(firebaseSocialSignIn(config)('twitter')).rejects.toThrow('unauthorized');
    expect(firebase.signOut).toHaveBeenCalledTimes(2);
  });
});
