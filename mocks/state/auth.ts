/**
 * Sign-up, activation, phone OTPs, password reset, social and seller sign-up (backend-api §2.9). Call the actions
 * inside `shop.update(...)`; they return a `Result` whose error `message` is the English text (the language
 * keyword key), or a `ValidationErrors` map for the 422 cases.
 *
 * Secrets stay out of web storage (quality bar R7): OTPs, pending phone registrations and reset codes live in
 * memory only, tied to the state object, so a reload or "Reset demo shop" forgets them. The demo cannot send mail
 * or SMS: what it would send goes to an in-memory outbox (`demoOutbox`), and handlers expose the code of the
 * message they just "sent" in a response header for development (never in the body, never in the user object).
 *
 * Activation links are `/activation/{email}/{code}` with a code derived from the account (stable across reloads,
 * so an account registered before a reload can still be activated; it stops working once the account is active).
 */
import { createRandom, fnv1a, randomString } from '../domain/random';
import { passwordDigest } from '../domain/passwords';
import { DAY, HOUR, MINUTE } from '../domain/clock';
import type { Id, User } from '../domain/types';
import { imageSizes, placeholderImage } from '../data/images';
import { slugify } from '../data/products';
import { nextId, randomToken } from './lookups';
import { signInUser } from './sessions';
import type { AuthRecords, DemoShopState, SellerApplication, Session } from './types';
import { isEmail } from '../domain/email';

// ─── Results ──────────────────────────────────────────────────────────────────────────────────────────────────

export type ValidationErrors = Record<string, string[]>;

/** `invalid`: Laravel 422 field errors; `error`: the backend's 200 `{ error }` (English message / keyword key). */
export type AuthResult<T> =
  { ok: true; value: T } | { ok: false; invalid: ValidationErrors } | { ok: false; error: string };

const done = <T>(value: T): AuthResult<T> => ({ ok: true, value });
const refuse = (error: string): AuthResult<never> => ({ ok: false, error });
const invalidFields = (invalid: ValidationErrors): AuthResult<never> => ({ ok: false, invalid });

export const OTP_TTL = 5 * MINUTE;
export const OTP_RESEND_AFTER = 2 * MINUTE;
export const RESET_CODE_TTL = DAY;

// ─── Memory (never persisted) and the outbox ─────────────────────────────────────────────────────────────────

export interface OutboxMessage {
  channel: 'sms' | 'mail';
  to: string;
  subject: string;
  text: string;
  /** The OTP or reset/activation code the message carries. */
  code: string;
  /** Site-relative link (activation, password reset), if any. */
  link: string | null;
  at: number;
}

interface PendingPhoneRegistration {
  first_name: string;
  last_name: string;
  phone: string;
  otp: string;
  sent_at: number;
}

interface AuthMemory {
  loginOtps: Map<Id, { otp: string; expires: number }>;
  pendingPhone: Map<string, PendingPhoneRegistration>;
  resetCodes: Map<string, { user_id: Id; code: string; expires: number }>;
  /** ID tokens the simulated social provider issued (sign-in/social-provider.ts), until used or expired. */
  socialTokens: Map<string, SocialTokenClaims & { expires: number }>;
  outbox: OutboxMessage[];
}

const memories = new WeakMap<DemoShopState, AuthMemory>();

function memoryOf(state: DemoShopState): AuthMemory {
  let memory = memories.get(state);
  if (!memory) {
    memory = {
      loginOtps: new Map(),
      pendingPhone: new Map(),
      resetCodes: new Map(),
      socialTokens: new Map(),
      outbox: [],
    };
    memories.set(state, memory);
  }
  return memory;
}

const OUTBOX_LIMIT = 50;

function send(state: DemoShopState, message: OutboxMessage): void {
  const { outbox } = memoryOf(state);
  outbox.push(message);
  if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
}

/** What the demo shop would have sent by mail or SMS, oldest first (memory only). */
export function demoOutbox(state: DemoShopState): readonly OutboxMessage[] {
  return memoryOf(state).outbox;
}

/** The newest outbox message to `to` (an e-mail or phone number), if any. */
export function lastMessageTo(state: DemoShopState, to: string): OutboxMessage | undefined {
  const key = normaliseContact(to);
  return [...memoryOf(state).outbox].reverse().find((m) => normaliseContact(m.to) === key);
}

function records(state: DemoShopState): AuthRecords {
  state.auth ??= { social: {}, sellerApplications: [] };
  return state.auth;
}

// ─── Lookups and validation helpers ──────────────────────────────────────────────────────────────────────────

function normaliseContact(value: string): string {
  const v = value.trim().toLowerCase();
  return v.includes('@') ? v : v.replace(/[\s()-]/g, '');
}

export const normalisePhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

/** Accounts that can sign in (not the shared walk-in user). */
function accounts(state: DemoShopState): User[] {
  return state.users.filter((u) => u.user_type !== 'walk_in');
}

export function findUserByEmail(state: DemoShopState, email: string): User | undefined {
  const key = email.trim().toLowerCase();
  return key ? accounts(state).find((u) => u.email.toLowerCase() === key) : undefined;
}

export function findUserByPhone(state: DemoShopState, phone: string): User | undefined {
  const key = normalisePhone(phone.trim());
  return key ? accounts(state).find((u) => u.phone && normalisePhone(u.phone) === key) : undefined;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Laravel-style field messages (`first_name` → "first name"). */
class Checker {
  readonly errors: ValidationErrors = {};
  private add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  private label = (field: string) => field.replace(/_/g, ' ');
  required(field: string, value: string): boolean {
    if (value) return true;
    this.add(field, `The ${this.label(field)} field is required.`);
    return false;
  }
  min(field: string, value: string, min: number) {
    if (value && value.length < min)
      this.add(field, `The ${this.label(field)} must be at least ${min} characters.`);
  }
  max(field: string, value: string, max: number) {
    if (value.length > max)
      this.add(field, `The ${this.label(field)} must not be greater than ${max} characters.`);
  }
  email(field: string, value: string) {
    if (value && !isEmail(value)) this.add(field, `The ${this.label(field)} must be a valid email address.`);
  }
  unique(field: string, taken: boolean) {
    if (taken) this.add(field, `The ${this.label(field)} has already been taken.`);
  }
  exists(field: string, found: boolean) {
    if (!found) this.add(field, `The selected ${this.label(field)} is invalid.`);
  }
  same(field: string, other: string, equal: boolean) {
    if (!equal) this.add(field, `The ${this.label(field)} and ${this.label(other)} must match.`);
  }
  get ok() {
    return Object.keys(this.errors).length === 0;
  }
}

function checkNames(check: Checker, first: string, last: string) {
  if (check.required('first_name', first)) check.min('first_name', first, 2);
  if (check.required('last_name', last)) check.min('last_name', last, 2);
  check.max('first_name', first, 255);
  check.max('last_name', last, 255);
}

function checkPassword(check: Checker, password: string) {
  if (check.required('password', password)) {
    check.min('password', password, 6);
    check.max('password', password, 50);
  }
}

function checkNewEmail(state: DemoShopState, check: Checker, email: string) {
  if (check.required('email', email)) {
    check.email('email', email);
    check.unique('email', Boolean(findUserByEmail(state, email)));
  }
}

function checkNewPhone(state: DemoShopState, check: Checker, phone: string) {
  if (check.required('phone', phone)) {
    check.min('phone', phone, 6);
    check.unique('phone', Boolean(findUserByPhone(state, phone)));
  }
}

function digits(state: DemoShopState, length: number): string {
  const random = createRandom(state.rng);
  const code = randomString(random, length, '0123456789');
  state.rng = random.state;
  return code;
}

function newAccount(
  state: DemoShopState,
  fields: Pick<User, 'user_type' | 'first_name' | 'last_name' | 'email' | 'phone' | 'status'> &
    Partial<Pick<User, 'gender' | 'date_of_birth' | 'image'>>,
  password: string | null,
  at: number,
): User {
  const user: User = {
    id: nextId(state, 'user'),
    user_type: fields.user_type,
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    phone: fields.phone,
    // Phone and social sign-ups get an unguessable password nobody knows (`is_password_set` 0), like the
    // backend's fixed default but not shared between accounts.
    password_digest: passwordDigest(password ?? randomToken(state, 32)),
    gender: fields.gender ?? '',
    date_of_birth: fields.date_of_birth ?? '',
    status: fields.status,
    is_user_banned: 0,
    is_password_set: password === null ? 0 : 1,
    newsletter_enable: 0,
    image:
      fields.image ||
      placeholderImage(`${fields.first_name[0] ?? '?'}${fields.last_name[0] ?? ''}`.toUpperCase(), {
        ...imageSizes.avatar,
        kind: 'person',
      }),
    socials: { facebook: '', twitter: '', linkedin: '', instagram: '', pinterest: '', youtube: '' },
    balance: 0,
    cart_trx_id: null,
    locale: null,
    currency_code: null,
    last_login: null,
    created_at: new Date(at).toISOString(),
  };
  state.users.push(user);
  return user;
}

// ─── Activation (e-mail sign-up) ─────────────────────────────────────────────────────────────────────────────

/** The activation code of an account: derived from it, so it survives reloads without being stored. */
export function activationCode(state: DemoShopState, user: User): string {
  const a = fnv1a(`activate:${state.catalogue.seed}:${user.id}:${user.email}:${user.created_at}`);
  const b = fnv1a(`${user.created_at}:${user.id}:activate`);
  return `${a.toString(36)}${b.toString(36)}`;
}

export function activationLink(state: DemoShopState, user: User): string {
  return `/activation/${encodeURIComponent(user.email)}/${activationCode(state, user)}`;
}

function sendActivation(state: DemoShopState, user: User, at: number): void {
  const link = activationLink(state, user);
  send(state, {
    channel: 'mail',
    to: user.email,
    subject: 'Activate your account',
    text: `Welcome, ${user.first_name}! Activate your account: ${link}`,
    code: activationCode(state, user),
    link,
    at,
  });
}

/** `GET /activation/{email}/{code}`: activates a not-yet-activated account. */
export function activateAccount(state: DemoShopState, email: string, code: string): AuthResult<User> {
  const user = findUserByEmail(state, email);
  if (!user || user.status === 1 || code !== activationCode(state, user)) {
    return refuse('Invalid or expired activation link');
  }
  user.status = 1;
  return done(user);
}

// ─── Customer sign-up ────────────────────────────────────────────────────────────────────────────────────────

export interface RegisterInput {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  otp?: unknown;
}

export type Registered = { type: 0; user: User } | { type: 1; user: User };

/**
 * `POST /register`. E-mail flow (no `otp`): a not-activated customer and an activation mail. Phone flow (`otp`
 * given, or a phone without e-mail): the OTP must match the pending registration; the account is active and
 * signed in at once.
 */
export function register(
  state: DemoShopState,
  session: Session,
  input: RegisterInput,
  at: number,
): AuthResult<Registered> {
  const first = text(input.first_name);
  const last = text(input.last_name);
  const email = text(input.email);
  const phone = text(input.phone);
  const otp = text(input.otp);
  const phoneFlow = otp !== '' || (phone !== '' && email === '');
  const check = new Checker();
  checkNames(check, first, last);

  if (phoneFlow) {
    checkNewPhone(state, check, phone);
    if (check.required('otp', otp) && !/^[0-9]{5}$/.test(otp)) check.exists('otp', false);
    if (email) {
      check.email('email', email);
      check.unique('email', Boolean(findUserByEmail(state, email)));
    }
    if (!check.ok) return invalidFields(check.errors);
    const memory = memoryOf(state);
    const key = normalisePhone(phone);
    const pending = memory.pendingPhone.get(key);
    if (!pending || pending.otp !== otp || at - pending.sent_at > OTP_TTL) return refuse('Invalid OTP');
    memory.pendingPhone.delete(key);
    const user = newAccount(
      state,
      {
        user_type: 'customer',
        first_name: first,
        last_name: last,
        email: email.toLowerCase(),
        phone,
        status: 1,
      },
      null,
      at,
    );
    signInUser(state, session, user, at);
    return done({ type: 1, user });
  }

  checkNewEmail(state, check, email);
  if (phone) checkNewPhone(state, check, phone);
  checkPassword(check, text(input.password));
  if (!check.ok) return invalidFields(check.errors);
  const user = newAccount(
    state,
    {
      user_type: 'customer',
      first_name: first,
      last_name: last,
      email: email.toLowerCase(),
      phone,
      status: 0,
    },
    text(input.password),
    at,
  );
  sendActivation(state, user, at);
  return done({ type: 0, user });
}

/** `POST /register/by-phone`: a pending registration with a 5-digit OTP (sent by "SMS"); resend after 2 minutes. */
export function startPhoneRegistration(
  state: DemoShopState,
  input: { first_name?: unknown; last_name?: unknown; phone?: unknown },
  at: number,
): AuthResult<{ otp: string }> {
  const first = text(input.first_name);
  const last = text(input.last_name);
  const phone = text(input.phone);
  const check = new Checker();
  checkNames(check, first, last);
  checkNewPhone(state, check, phone);
  if (!check.ok) return invalidFields(check.errors);
  const memory = memoryOf(state);
  const key = normalisePhone(phone);
  const previous = memory.pendingPhone.get(key);
  if (previous && at - previous.sent_at < OTP_RESEND_AFTER) {
    return refuse('Please wait 2 minutes before requesting a new OTP');
  }
  const otp = digits(state, 5);
  memory.pendingPhone.set(key, { first_name: first, last_name: last, phone, otp, sent_at: at });
  send(state, {
    channel: 'sms',
    to: phone,
    subject: 'Registration OTP',
    text: `Your registration OTP is ${otp}`,
    code: otp,
    link: null,
    at,
  });
  return done({ otp });
}

// ─── Phone (OTP) sign-in ─────────────────────────────────────────────────────────────────────────────────────

function canSignIn(user: User): string | null {
  if (user.is_user_banned === 1) return 'Your account is banned';
  if (user.status !== 1) return 'Your account is not activated yet';
  return null;
}

/** `POST /get-otp`: a 5-digit sign-in OTP for the account with this phone number. */
export function requestLoginOtp(
  state: DemoShopState,
  phone: string,
  at: number,
): AuthResult<{ otp: string; user: User }> {
  const user = findUserByPhone(state, phone);
  if (!user) return refuse('User not found');
  const refusal = canSignIn(user);
  if (refusal) return refuse(refusal);
  const otp = digits(state, 5);
  memoryOf(state).loginOtps.set(user.id, { otp, expires: at + OTP_TTL });
  send(state, {
    channel: 'sms',
    to: user.phone,
    subject: 'Login OTP',
    text: `Your login OTP is ${otp}`,
    code: otp,
    link: null,
    at,
  });
  return done({ otp, user });
}

/** `POST /submit-otp`: signs in with the OTP (one use, 5 minutes). */
export function submitLoginOtp(
  state: DemoShopState,
  session: Session,
  phone: string,
  otp: string,
  at: number,
): AuthResult<User> {
  const user = findUserByPhone(state, phone);
  if (!user) return refuse('User not found');
  const memory = memoryOf(state);
  const pending = memory.loginOtps.get(user.id);
  if (!pending || pending.otp !== otp.trim() || at > pending.expires) return refuse('Invalid OTP');
  const refusal = canSignIn(user);
  if (refusal) return refuse(refusal);
  memory.loginOtps.delete(user.id);
  signInUser(state, session, user, at);
  return done(user);
}

// ─── Social sign-in ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * What an ID token says about who signed in (Firebase's `sub`/`user_id`, `email`, `name` claims). The demo shop
 * behaves as a safe server: uid and e-mail come from a verified token, never from the posted fields.
 */
export interface SocialTokenClaims {
  uid: string;
  email: string;
  name?: string;
}

/** Firebase ID tokens live one hour. */
export const SOCIAL_TOKEN_TTL = HOUR;
const SOCIAL_TOKEN_LIMIT = 50;

/** Unguessable (not the shop's seeded generator, whose sequence is the same in every demo). */
function unguessableToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `demo-id-token.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The simulated provider's side (sign-in/social-provider.ts): an ID token naming `claims`, kept in memory (never
 * persisted) until `POST /social-login` uses it or it expires. Only the provider calls this, never a handler: no
 * request can mint a token, so a token proves the provider signed that person in.
 */
export function issueSocialIdToken(state: DemoShopState, claims: SocialTokenClaims, at: number): string {
  const tokens = memoryOf(state).socialTokens;
  for (const [token, held] of tokens) if (held.expires <= at) tokens.delete(token);
  while (tokens.size >= SOCIAL_TOKEN_LIMIT) tokens.delete(tokens.keys().next().value!);
  const token = unguessableToken();
  tokens.set(token, { ...claims, email: claims.email.trim().toLowerCase(), expires: at + SOCIAL_TOKEN_TTL });
  return token;
}

/** The claims of a token the provider issued and nobody used yet; used up by reading. */
function verifySocialIdToken(state: DemoShopState, token: string, at: number): SocialTokenClaims | null {
  const tokens = memoryOf(state).socialTokens;
  const held = tokens.get(token);
  if (!held) return null;
  tokens.delete(token);
  if (held.expires <= at) return null;
  const { expires: _expires, ...claims } = held;
  return claims;
}

export const SOCIAL_TOKEN_MISSING = 'The id token field is required.';
export const SOCIAL_TOKEN_UNVERIFIED =
  'The sign-in could not be verified with the provider. Please try again.';
export const SOCIAL_ACCOUNT_NOT_LINKABLE =
  'This e-mail belongs to an account that cannot sign in with a social provider. Please sign in with its password.';

export interface SocialInput {
  uid?: unknown;
  id_token?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  dob?: unknown;
  gender?: unknown;
  image?: unknown;
}

/** Social sign-in finds or creates customers only (backend-api §2.9); other accounts keep their password. */
const linkable = (user: User | undefined): user is User => user?.user_type === 'customer';

/**
 * `POST /social-login`, as a safe server answers it: the ID token must be one the provider issued (422 otherwise);
 * uid and e-mail are the token's, the posted ones are ignored. Then the customer linked to that uid; else the
 * customer with the token's e-mail (linked from now on); else a new active customer without a password. An admin,
 * seller or walk-in account is never linked by e-mail: a token with such an e-mail is refused.
 */
export function socialLogin(
  state: DemoShopState,
  session: Session,
  input: SocialInput,
  at: number,
): AuthResult<User> {
  // The backend's quirk: a missing uid is a 200 `{error}` (it validates inside its try block).
  if (!text(input.uid)) return refuse('The uid field is required.');
  const token = text(input.id_token);
  if (!token) return invalidFields({ id_token: [SOCIAL_TOKEN_MISSING] });
  const claims = verifySocialIdToken(state, token, at);
  if (!claims) return invalidFields({ id_token: [SOCIAL_TOKEN_UNVERIFIED] });
  const { uid } = claims;
  const email = isEmail(claims.email) ? claims.email : '';
  const links = records(state).social;
  const linked = links[uid] !== undefined ? state.users.find((u) => u.id === links[uid]) : undefined;
  let user = linkable(linked) ? linked : undefined;
  if (!user && email) {
    const owner = state.users.find((u) => u.email.toLowerCase() === email);
    if (owner && !linkable(owner)) return refuse(SOCIAL_ACCOUNT_NOT_LINKABLE);
    user = owner;
  }
  if (!user) {
    const [first = '', ...rest] = (claims.name ?? text(input.name)).split(/\s+/).filter(Boolean);
    const dob = text(input.dob);
    const image = text(input.image);
    user = newAccount(
      state,
      {
        user_type: 'customer',
        first_name: first || 'Customer',
        last_name: rest.join(' '),
        email,
        phone: findUserByPhone(state, text(input.phone)) ? '' : text(input.phone),
        status: 1,
        gender:
          (['male', 'female', 'other'] as const).find((g) => g === text(input.gender).toLowerCase()) ?? '',
        date_of_birth: /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob : '',
        image: /^https?:\/\//.test(image) ? image : '',
      },
      null,
      at,
    );
  }
  if (user.is_user_banned === 1) return refuse('Your account is banned');
  // The provider vouches for the e-mail, so a pending activation is completed (the backend auto-activates).
  if (user.status !== 1) user.status = 1;
  links[uid] = user.id;
  signInUser(state, session, user, at);
  return done(user);
}

// ─── Password reset ──────────────────────────────────────────────────────────────────────────────────────────

/** `POST /reset-password`: a reset link `/reset/{email}/{code}` by mail (valid 24 hours, one use). */
export function requestPasswordReset(
  state: DemoShopState,
  emailInput: unknown,
  at: number,
): AuthResult<{ code: string; link: string }> {
  const email = text(emailInput);
  const check = new Checker();
  if (check.required('email', email)) {
    check.email('email', email);
    if (check.ok) check.exists('email', Boolean(findUserByEmail(state, email)));
  }
  if (!check.ok) return invalidFields(check.errors);
  const user = findUserByEmail(state, email)!;
  const code = randomToken(state, 32);
  memoryOf(state).resetCodes.set(user.email.toLowerCase(), {
    user_id: user.id,
    code,
    expires: at + RESET_CODE_TTL,
  });
  const link = `/reset/${encodeURIComponent(user.email)}/${code}`;
  send(state, {
    channel: 'mail',
    to: user.email,
    subject: 'Reset your password',
    text: `Reset your password: ${link}`,
    code,
    link,
    at,
  });
  return done({ code, link });
}

/** `POST /create-new-password`: checks the reset code and sets the password. */
export function createNewPassword(
  state: DemoShopState,
  input: { email?: unknown; resetCode?: unknown; newPassword?: unknown; confirmPassword?: unknown },
  at: number,
): AuthResult<User> {
  const email = text(input.email);
  const code = text(input.resetCode);
  const password = typeof input.newPassword === 'string' ? input.newPassword : '';
  const confirm = typeof input.confirmPassword === 'string' ? input.confirmPassword : '';
  const check = new Checker();
  if (check.required('email', email)) check.email('email', email);
  check.required('resetCode', code);
  if (check.required('newPassword', password)) {
    check.min('newPassword', password, 6);
    check.max('newPassword', password, 50);
  }
  if (check.required('confirmPassword', confirm))
    check.same('confirmPassword', 'newPassword', confirm === password);
  if (!check.ok) return invalidFields(check.errors);
  const memory = memoryOf(state);
  const key = email.toLowerCase();
  const pending = memory.resetCodes.get(key);
  const user = pending && state.users.find((u) => u.id === pending.user_id);
  if (!pending || !user || pending.code !== code || at > pending.expires)
    return refuse('Invalid or expired password reset link');
  memory.resetCodes.delete(key);
  user.password_digest = passwordDigest(password);
  user.is_password_set = 1;
  return done(user);
}

// ─── Seller sign-up ──────────────────────────────────────────────────────────────────────────────────────────

export interface SellerInput extends RegisterInput {
  shop_name?: unknown;
  address?: unknown;
  user_type?: unknown;
  license_no?: unknown;
}

/**
 * `POST /seller-register`: a not-activated seller account plus a shop waiting for verification (default sections
 * new arrival, best selling, best rated), and an activation mail (plus an SMS OTP with `otp_system`). Nobody
 * verifies shops in the demo, so the shop never appears in the storefront.
 */
export function registerSeller(
  state: DemoShopState,
  input: SellerInput,
  at: number,
): AuthResult<{ user: User; application: SellerApplication }> {
  const first = text(input.first_name);
  const last = text(input.last_name);
  const email = text(input.email);
  const phone = text(input.phone);
  const shopName = text(input.shop_name);
  const address = text(input.address);
  const check = new Checker();
  checkNames(check, first, last);
  checkNewEmail(state, check, email);
  checkNewPhone(state, check, phone);
  checkPassword(check, text(input.password));
  if (check.required('shop_name', shopName)) {
    check.max('shop_name', shopName, 255);
    const slug = slugify(shopName);
    const taken =
      state.catalogue.shops.some(
        (s) => s.slug === slug || s.shop_name.toLowerCase() === shopName.toLowerCase(),
      ) || records(state).sellerApplications.some((a) => a.slug === slug);
    check.unique('shop_name', taken);
  }
  check.required('address', address);
  if (text(input.user_type) !== 'seller') check.exists('user_type', false);
  if (!check.ok) return invalidFields(check.errors);

  const user = newAccount(
    state,
    { user_type: 'seller', first_name: first, last_name: last, email: email.toLowerCase(), phone, status: 0 },
    text(input.password),
    at,
  );
  const applications = records(state).sellerApplications;
  const lastShopId = Math.max(0, ...state.catalogue.shops.map((s) => s.id), ...applications.map((a) => a.id));
  const application: SellerApplication = {
    id: lastShopId + 1,
    user_id: user.id,
    shop_name: shopName,
    slug: slugify(shopName),
    address,
    phone_no: phone,
    license_no: text(input.license_no),
    verified_at: null,
    shop_page_contents: ['new_arrival', 'best_selling_products', 'best_rated_products'],
    created_at: new Date(at).toISOString(),
  };
  applications.push(application);
  sendActivation(state, user, at);
  if (state.catalogue.addOns.includes('otp_system')) {
    const otp = digits(state, 5);
    send(state, {
      channel: 'sms',
      to: phone,
      subject: 'Seller registration',
      text: `Your verification OTP is ${otp}`,
      code: otp,
      link: null,
      at,
    });
  }
  return done({ user, application });
}

export function sellerApplications(state: DemoShopState): readonly SellerApplication[] {
  return state.auth?.sellerApplications ?? [];
}
