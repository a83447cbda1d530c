// The number a phone sign-in or sign-up sends, from the country picked and what the shopper typed.
//
// The rule: `+<phonecode>` of the picked country, then the national number without its leading 0 (the trunk
// prefix dialled only inside the country) — the international (E.164) form, `+8801712345678` for "01712 345678"
// in Bangladesh. Why this form: the backend looks the account up by the exact `phone` string it stored
// (backend-api §2.9: `/get-otp` and `/submit-otp` take `phone`, `/register/by-phone` stores it), and its own SPA's
// phone input builds that string from the shop's countries (§2.1 `/get/country-list` "used by phone input", §4.9
// Country `phonecode`, "phone input defaults to Bangladesh (+880) when no country picked"), so accounts hold the
// country code and no trunk 0; the contract's examples are in this form too (`+8801712345678`, openapi auth.yaml).
// A number typed with its own country code (`+44…` or `0044…`) is sent as typed, whatever the picker says: the
// shopper said which country it is. (Italian landlines keep their 0 after +39, but an SMS code goes to a mobile,
// and Italian mobiles start with 3.)

/** Spaces, dots, dashes and brackets people type to group digits. */
const GROUPING = /[\s().-]/g;

/** Only digits, an optional leading + and grouping characters: what a phone number may be typed with. */
export const looksLikePhoneNumber = (typed: string): boolean => /^\+?[\d\s().-]+$/.test(typed.trim());

/** True when the shopper typed the country code themselves (`+…` or the international prefix `00…`). */
export const hasOwnCountryCode = (typed: string): boolean => /^(\+|00)/.test(typed.trim());

/**
 * `+<phonecode><national number without its leading 0>`, or the typed international number as `+<digits>`.
 * `phonecode` may come as `880`, `+880` or `1-264` (countries tables differ); only its digits count.
 */
export function internationalPhone(typed: string, phonecode: string): string {
  const compact = typed.trim().replace(GROUPING, '');
  if (compact.startsWith('+')) return `+${compact.slice(1)}`;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `+${phonecode.replace(/\D/g, '')}${compact.replace(/^0/, '')}`;
}
