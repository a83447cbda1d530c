// What the backend's own SPA posts after the Firebase popup (uid, name, e-mail, phone, birthday, gender, picture),
// kept to values the contract accepts: a value a provider sends in another shape is left out, not sent broken.
// Plus the Firebase ID token, the only part a server can verify (uid and e-mail are claims, not proof).
import type { SocialLoginRequest } from '@/api-generated/model';

/** The parts of Firebase's user and of the provider's raw profile (`getAdditionalUserInfo().profile`) we read. */
export interface ProviderAnswer {
  uid: string;
  /** The Firebase ID token (`user.getIdToken()`): a server verifies it and takes uid and e-mail from it. */
  idToken: string;
  displayName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  photoURL?: string | null;
  profile?: Record<string, unknown> | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Facebook answers `MM/DD/YYYY`; the contract's `dob` is an ISO date. */
export function isoBirthday(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return raw;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : undefined;
}

/** Google's picture is a URL, Facebook's `{ data: { url } }`. */
function pictureUrl(
  profile: Record<string, unknown>,
  fallback: string | null | undefined,
): string | undefined {
  const picture = profile.picture;
  const nested =
    typeof picture === 'object' && picture !== null
      ? (picture as { data?: { url?: unknown } }).data?.url
      : picture;
  const url = text(nested) ?? text(fallback);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export function socialLoginBody(answer: ProviderAnswer): SocialLoginRequest {
  const profile = answer.profile ?? {};
  const email = text(profile.email) ?? text(answer.email);
  const body: SocialLoginRequest = {
    uid: answer.uid,
    id_token: answer.idToken,
    name: text(profile.name) ?? text(answer.displayName) ?? '',
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined,
    phone: text(profile.phoneNumber) ?? text(answer.phoneNumber),
    dob: isoBirthday(profile.birthday),
    gender: text(profile.gender),
    image: pictureUrl(profile, answer.photoURL),
  };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as SocialLoginRequest;
}
