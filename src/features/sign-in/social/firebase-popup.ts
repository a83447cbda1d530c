// The only module that imports the Firebase SDK. It is loaded by `import()` when a social button is pressed
// (firebase-sign-in.ts), so no page carries Firebase until a shopper asks for it.
import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  TwitterAuthProvider,
  browserPopupRedirectResolver,
  getAdditionalUserInfo,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
  type Auth,
  type AuthProvider,
} from 'firebase/auth';
import type { SocialLoginRequest } from '@/api-generated/model';
import type { FirebaseWebConfig } from './firebase-config';
import { socialLoginBody } from './social-profile';
import { SocialSignInCancelled, type SocialProvider } from './social-sign-in';

const APP_NAME = 'marketfront-social-sign-in';

// The scopes the backend's SPA asks for (its birthday and gender reach `POST /social-login`).
function providerFor(provider: SocialProvider): AuthProvider {
  if (provider === 'google') {
    const google = new GoogleAuthProvider();
    google.addScope('profile');
    google.addScope('email');
    return google;
  }
  if (provider === 'facebook') {
    const facebook = new FacebookAuthProvider();
    for (const scope of ['public_profile', 'user_birthday', 'user_gender']) facebook.addScope(scope);
    return facebook;
  }
  return new TwitterAuthProvider();
}

let auth: Auth | undefined;

function authFor(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app: FirebaseApp =
    getApps().find((existing) => existing.name === APP_NAME) ?? initializeApp(config, APP_NAME);
  // In memory only: Firebase's session (its ID and refresh tokens) must not land in IndexedDB (R7); the shop's
  // own session cookie is what signs the shopper in.
  auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  return auth;
}

const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

export async function signInWithFirebase(
  config: FirebaseWebConfig,
  provider: SocialProvider,
): Promise<SocialLoginRequest> {
  const firebaseAuth = authFor(config);
  try {
    const result = await signInWithPopup(firebaseAuth, providerFor(provider));
    const { user } = result;
    // Read before the sign-out below: the proof a server verifies (uid and e-mail alone prove nothing).
    const idToken = await user.getIdToken();
    return socialLoginBody({
      uid: user.uid,
      idToken,
      displayName: user.displayName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      photoURL: user.photoURL,
      profile: getAdditionalUserInfo(result)?.profile ?? null,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && CANCELLED.has(code)) throw new SocialSignInCancelled(code);
    throw error;
  } finally {
    await signOut(firebaseAuth).catch(() => undefined);
  }
}
