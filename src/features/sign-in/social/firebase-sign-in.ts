import type { FirebaseWebConfig } from './firebase-config';
import type { SocialSignIn } from './social-sign-in';

/** Social sign-in through Firebase Auth; the SDK is fetched on the first press of a button, never before. */
export const firebaseSocialSignIn =
  (config: FirebaseWebConfig): SocialSignIn =>
  async (provider) => {
    const { signInWithFirebase } = await import('./firebase-popup');
    return signInWithFirebase(config, provider);
  };
