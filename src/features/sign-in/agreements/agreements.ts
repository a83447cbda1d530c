// The agreements a sign-up asks the shopper to accept (backend-api §4.12): each setting is a URL or a CMS page's
// slug; an empty one asks nothing. The backend's SPA checks them in the browser only (nothing is posted).
import { pageOrAddressHref, paths } from '@/lib/navigation';
import type { Storefront } from '@/lib/session';

export type AgreementSetting =
  'customer_agreement' | 'seller_agreement' | 'privacy_agreement' | 'refund_policy_agreement';

export const CUSTOMER_AGREEMENTS = [
  'customer_agreement',
  'privacy_agreement',
  'refund_policy_agreement',
] as const satisfies readonly AgreementSetting[];

export const SELLER_AGREEMENTS = [
  'seller_agreement',
  'privacy_agreement',
  'refund_policy_agreement',
] as const satisfies readonly AgreementSetting[];

/** What the checkbox names. @keyword */
const TITLES: Record<AgreementSetting, string> = {
  customer_agreement: 'Terms and Conditions',
  seller_agreement: 'Seller Agreement',
  privacy_agreement: 'Privacy Policy',
  refund_policy_agreement: 'Refund Policy',
};

export interface Agreement {
  setting: AgreementSetting;
  /** @keyword */
  title: string;
  /** Where it can be read; undefined when the setting is no address this site may link to. */
  href: string | undefined;
}

/** An address (through safeHref) or a slug (the CMS page `/page/{slug}`). */
export const agreementHref = (value: string): string | undefined =>
  pageOrAddressHref(value, (slug) => paths.staticPage.href({ slug }));

export function agreementsFor(
  settings: Storefront['settings'],
  kinds: readonly AgreementSetting[],
): Agreement[] {
  return kinds.flatMap((setting) => {
    const value = settings[setting];
    return typeof value === 'string' && value.trim() !== ''
      ? [{ setting, title: TITLES[setting], href: agreementHref(value) }]
      : [];
  });
}
