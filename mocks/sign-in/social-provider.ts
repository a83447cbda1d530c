/**
 * The demo shop's simulated social sign-in provider: stands in for the Firebase popup (which needs a Firebase
 * project), answering at once as the demo's account at that provider with what the backend's SPA would post to
 * `POST /social-login`. The demo shop's handler then finds or creates the customer by this uid, as the backend does.
 */
import type { SocialLoginRequest } from '@/api-generated/model';

export type DemoSocialProvider = 'google' | 'facebook' | 'twitter';

const PEOPLE: Record<DemoSocialProvider, Omit<SocialLoginRequest, 'uid'>> = {
  google: { name: 'Grace Google', email: 'grace.google@marketfront.test' },
  facebook: { name: 'Frank Facebook', email: 'frank.facebook@marketfront.test', gender: 'male' },
  twitter: { name: 'Tess Twitter', email: 'tess.twitter@marketfront.test' },
};

/** Firebase would answer one stable uid per person and provider. */
export const demoSocialUid = (provider: DemoSocialProvider) => `demo-${provider}-uid`;

export async function demoSocialSignIn(provider: DemoSocialProvider): Promise<SocialLoginRequest> {
  // A popup takes a moment; the button shows that it waits for the provider.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { uid: demoSocialUid(provider), ...PEOPLE[provider] };
}
