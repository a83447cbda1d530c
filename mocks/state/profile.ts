/**
 * Account actions of the signed-in user (backend-api §2.14): profile update, password change, "become a seller".
 * Each always works on the SESSION user (the backend trusts a posted user id / `is_password_set`; we do not).
 * Validation follows Laravel's rules and messages (HTTP 422 in the handler); other refusals are `Outcome`
 * failures. Call the mutating functions inside `shop.update(...)`.
 */
import { passwordDigest, passwordMatches } from '../domain/passwords';
import type { Socials, User } from '../domain/types';
import type { ValidationErrors } from './addresses';
import { done, refuse, type Outcome } from './outcome';
import { logout } from './sessions';
import type { DemoShopState, Session } from './types';
import { isEmail } from '../domain/email';

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: ValidationErrors };

const MAX_TEXT = 255;
const SOCIALS: readonly (keyof Socials)[] = [
  'facebook',
  'twitter',
  'linkedin',
  'instagram',
  'pinterest',
  'youtube',
];
const GENDERS = ['male', 'female', 'other'] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function collector() {
  const errors: ValidationErrors = {};
  return {
    errors,
    add(field: string, message: string) {
      errors[field] = [...(errors[field] ?? []), message];
    },
  };
}

const label = (field: string) => field.replace(/_/g, ' ');

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

// ─── Profile ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface ProfileInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  gender: (typeof GENDERS)[number];
  date_of_birth: string;
  socials: Partial<Socials>;
}

/** The multipart profile form (`socials[facebook]` keys or a `socials` object), validated for `user`. */
export function parseProfileInput(
  state: DemoShopState,
  user: User,
  body: Record<string, unknown>,
  at: number,
): Parsed<ProfileInput> {
  const { errors, add } = collector();
  const value: Record<string, string> = {};
  for (const field of ['first_name', 'last_name', 'gender', 'date_of_birth', 'email', 'phone'] as const) {
    value[field] = text(body[field]);
    if (value[field]!.length > MAX_TEXT)
      add(field, `The ${label(field)} must not be greater than ${MAX_TEXT} characters.`);
  }
  for (const field of ['first_name', 'last_name', 'gender', 'date_of_birth'] as const) {
    if (!value[field]) add(field, `The ${label(field)} field is required.`);
  }
  const gender = value.gender!.toLowerCase();
  if (value.gender && !(GENDERS as readonly string[]).includes(gender))
    add('gender', 'The selected gender is invalid.');
  if (value.date_of_birth) {
    if (!isCalendarDate(value.date_of_birth)) add('date_of_birth', 'The date of birth is not a valid date.');
    else if (Date.parse(`${value.date_of_birth}T00:00:00Z`) >= at)
      add('date_of_birth', 'The date of birth must be a date before today.');
  }
  const email = value.email!;
  const phone = value.phone!;
  if (!email && !phone) {
    add('email', 'The email field is required when phone is not present.');
    add('phone', 'The phone field is required when email is not present.');
  }
  if (email && !isEmail(email)) add('email', 'The email must be a valid email address.');
  else if (
    email &&
    state.users.some((u) => u.id !== user.id && u.email.toLowerCase() === email.toLowerCase())
  )
    add('email', 'The email has already been taken.');
  if (phone && !/^\+?[0-9 ()-]{6,20}$/.test(phone)) add('phone', 'The phone format is invalid.');

  const nested =
    typeof body.socials === 'object' && body.socials !== null
      ? (body.socials as Record<string, unknown>)
      : {};
  const socials: Partial<Socials> = {};
  for (const key of SOCIALS) {
    const raw = body[`socials[${key}]`] ?? nested[key];
    if (raw === undefined) continue;
    const link = text(raw);
    if (link.length > MAX_TEXT)
      add(`socials.${key}`, `The socials.${key} must not be greater than ${MAX_TEXT} characters.`);
    socials[key] = link;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      first_name: value.first_name!,
      last_name: value.last_name!,
      email,
      phone,
      gender: gender as ProfileInput['gender'],
      date_of_birth: value.date_of_birth!,
      socials,
    },
  };
}

/** Apply a validated profile to the user; `image` is a new profile image URL, if one was uploaded. */
export function updateProfile(user: User, input: ProfileInput, image?: string): User {
  user.first_name = input.first_name;
  user.last_name = input.last_name;
  user.email = input.email;
  user.phone = input.phone;
  user.gender = input.gender;
  user.date_of_birth = input.date_of_birth;
  user.socials = { ...user.socials, ...input.socials };
  if (image) user.image = image;
  return user;
}

// ─── Password ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface PasswordInput {
  current_password: string;
  new_password: string;
}

export function parsePasswordInput(user: User, body: Record<string, unknown>): Parsed<PasswordInput> {
  const { errors, add } = collector();
  // Passwords are not trimmed: spaces are characters.
  const raw = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
  const current = raw('current_password');
  const next = raw('new_password');
  const confirm = raw('confirm_password');
  if (user.is_password_set === 1 && !current)
    add('current_password', 'The current password field is required.');
  if (!next) add('new_password', 'The new password field is required.');
  else if (next.length < 6) add('new_password', 'The new password must be at least 6 characters.');
  else if (next.length > 32) add('new_password', 'The new password must not be greater than 32 characters.');
  if (!confirm) add('confirm_password', 'The confirm password field is required.');
  else if (confirm !== next) add('confirm_password', 'The confirm password and new password must match.');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { current_password: current, new_password: next } };
}

/** Changes (or, without a password yet, sets) the password. `firstPassword`: the set-first-password branch. */
export function changePassword(user: User, input: PasswordInput): Outcome<{ firstPassword: boolean }> {
  const firstPassword = user.is_password_set !== 1;
  if (!firstPassword) {
    if (!passwordMatches(input.current_password, user.password_digest))
      return refuse('Current password does not match');
    if (input.new_password === input.current_password)
      return refuse('New password cannot be the same as the current password');
  }
  user.password_digest = passwordDigest(input.new_password);
  user.is_password_set = 1;
  return done({ firstPassword });
}

// ─── Become a seller ──────────────────────────────────────────────────────────────────────────────────────────

export interface SellerMigrationInput {
  shop_name: string;
  address: string;
  phone_no: string;
}

export function parseSellerMigration(body: Record<string, unknown>): Parsed<SellerMigrationInput> {
  const { errors, add } = collector();
  if (text(body.user_type) !== 'seller-migrate') add('user_type', 'The selected user type is invalid.');
  const value: Record<string, string> = {};
  for (const field of ['shop_name', 'address', 'phone_no'] as const) {
    value[field] = text(body[field]);
    if (!value[field]) add(field, `The ${label(field)} field is required.`);
    else if (value[field]!.length > MAX_TEXT)
      add(field, `The ${label(field)} must not be greater than ${MAX_TEXT} characters.`);
  }
  if (value.phone_no && value.phone_no.length < 6)
    add('phone_no', 'The phone no must be at least 6 characters.');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { shop_name: value.shop_name!, address: value.address!, phone_no: value.phone_no! },
  };
}

/**
 * The customer becomes a seller awaiting approval, and is signed out (as the backend does). The demo has no admin
 * to approve the shop, so it never appears in the catalogue; `resetDemoShop()` brings the customer back.
 */
export function convertToSeller(
  state: DemoShopState,
  session: Session,
  user: User,
  input: SellerMigrationInput,
): Outcome<{ token: string }> {
  if (user.user_type !== 'customer') return refuse('Only customers can become sellers');
  user.user_type = 'seller';
  if (!user.phone) user.phone = input.phone_no;
  return done(logout(state, session));
}
