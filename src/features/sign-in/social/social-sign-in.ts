// Social sign-in (backend-api §2.9): a provider (Firebase Auth in production, the demo shop's simulation on the demo)
// tells who the shopper is; the storefront posts that to `POST /social-login`, which finds or creates the customer.
import type { SocialLoginRequest } from '@/api-generated/model';
import type { Storefront } from '@/lib/session';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Opens the provider's sign-in (a popup) and resolves with the body `POST /social-login` reads. */
export type SocialSignIn = (provider: SocialProvider) => Promise<SocialLoginRequest>;

/** The shopper closed the provider's window or refused: nothing to report. */
export class SocialSignInCancelled extends Error {
  override readonly name = 'SocialSignInCancelled';
}

const SETTING = {
  google: 'is_google_login_activated',
  facebook: 'is_facebook_login_activated',
  twitter: 'is_twitter_login_activated',
} as const satisfies Record<SocialProvider, keyof Storefront['settings']>;

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

/** The providers the shop switched on, in the backend SPA's order. */
export const activeSocialProviders = (settings: Storefront['settings']): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => settings[SETTING[provider]] === 1);
