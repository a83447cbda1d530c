/**
 * The demo shop's simulated social sign-in provider: stands in for the Firebase popup (which needs a Firebase
 * project), answering at once as the demo's account at that provider with what the storefront posts to
 * `POST /social-login`, the ID token included. Like Firebase, the provider issues that token itself
 * (state/auth.ts `issueSocialIdToken`, kept in the demo shop's memory); the demo shop's handler accepts only tokens
 * it issued and takes uid and e-mail from the token, as a server verifying Firebase ID tokens would.
 */
import type { SocialLoginRequest } from '@/api-generated/model';
import { now } from '../domain/clock';
import { issueSocialIdToken } from '../state/auth';
import { getDemoShop } from '../state/store';

export type DemoSocialProvider = 'google' | 'facebook' | 'twitter';

type Person = Omit<SocialLoginRequest, 'uid' | 'id_token'> & { name: string; email: string };

const PEOPLE: Record<DemoSocialProvider, Person> = {
  google: { name: 'Grace Google', email: 'grace.google@marketfront.test' },
  facebook: { name: 'Frank Facebook', email: 'frank.facebook@marketfront.test', gender: 'male' },
  twitter: { name: 'Tess Twitter', email: 'tess.twitter@marketfront.test' },
};

/** Firebase would answer one stable uid per person and provider. */
export const demoSocialUid = (provider: DemoSocialProvider) => `demo-${provider}-uid`;

/** The provider's answer for its demo account: the profile and a fresh ID token naming uid and e-mail. */
export function demoSocialAnswer(provider: DemoSocialProvider): SocialLoginRequest {
  const person = PEOPLE[provider];
  const uid = demoSocialUid(provider);
  const id_token = getDemoShop().update((state) =>
    issueSocialIdToken(state, { uid, email: person.email, name: person.name }, now()),
  );
  return { uid, id_token, ...person };
}

export async function demoSocialSignIn(provider: DemoSocialProvider): Promise<SocialLoginRequest> {
  // A popup takes a moment; the button shows that it waits for the provider.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return demoSocialAnswer(provider);
}
