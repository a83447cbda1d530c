/**
 * Sessions and sign-in (backend-api §1.2, §2.9, §5.6).
 * - A guest is a session with a random-but-seeded `walk_in_id` that doubles as the guest cart's trx id; guest
 *   orders belong to the shared walk-in user.
 * - Which session a request uses: `resolveSession(state, id?)` — the store's current session by default (one
 *   browser = one shopper, so the MSW handlers need no cookie); a handler may pass an explicit id (e.g. from an
 *   `mf_demo_session` cookie) to drive several shoppers, which tests do.
 * - Login carries the guest cart over to the user (lines re-assigned; same product + variant merged) and moves the
 *   session's compare list into the user's. Logout turns the session back into a fresh guest with a new CSRF token.
 */
import { WALK_IN_USER_ID } from '../data/users';
import { now } from '../domain/clock';
import { findVariant, mergeCarts, priceLine } from '../domain/cart';
import { fail, ok, type Result } from '../domain/errors';
import { passwordMatches } from '../domain/passwords';
import type { CartLine, Id, User } from '../domain/types';
import { newSession } from './initial';
import { findProduct, findUser, newTrxId, randomToken } from './lookups';
import type { DemoShopState, Session } from './types';

export function currentSession(state: DemoShopState): Session {
  const session = state.sessions[state.currentSessionId];
  if (session) return session;
  const fresh = newSession(state, state.catalogue, now());
  state.sessions[fresh.id] = fresh;
  state.currentSessionId = fresh.id;
  return fresh;
}

/** The session of a request: the given id when known, else the current one. */
export function resolveSession(state: DemoShopState, sessionId?: string | null): Session {
  return (sessionId && state.sessions[sessionId]) || currentSession(state);
}

/** Open a new guest session and make it current (another shopper). */
export function startSession(state: DemoShopState, at: number): Session {
  const session = newSession(state, state.catalogue, at);
  state.sessions[session.id] = session;
  state.currentSessionId = session.id;
  return session;
}

export function useSession(state: DemoShopState, sessionId: string): Session | null {
  const session = state.sessions[sessionId];
  if (session) state.currentSessionId = sessionId;
  return session ?? null;
}

export function sessionUser(state: DemoShopState, session: Session): User | null {
  return findUser(state, session.user_id) ?? null;
}

/** Owner of the session's orders: the signed-in user, or the shared walk-in user for guests. */
export function orderOwnerId(session: Session): Id {
  return session.user_id ?? WALK_IN_USER_ID;
}

/** The trx id of the session's cart, or null for a signed-in user without a cart yet (read-only). */
export function peekCartTrxId(state: DemoShopState, session: Session): string | null {
  const user = sessionUser(state, session);
  return user ? user.cart_trx_id : session.walk_in_id;
}

/** The trx id of the session's cart, created for a signed-in user on first need (inside `update`). */
export function ensureCartTrxId(state: DemoShopState, session: Session): string {
  const user = sessionUser(state, session);
  if (!user) return session.walk_in_id;
  user.cart_trx_id ??= newTrxId(state);
  return user.cart_trx_id;
}

export function cartLines(state: DemoShopState, session: Session): CartLine[] {
  const trx = peekCartTrxId(state, session);
  return trx ? (state.carts[trx] ?? []) : [];
}

/** Reprice a merged line for its new quantity, keeping its stored unit discount. */
function repriceLine(state: DemoShopState, at: number) {
  return (line: CartLine): CartLine => {
    const product = findProduct(state, line.product_id);
    if (!product) return line;
    const variant = line.variant ? (findVariant(product, line.variant) ?? null) : null;
    return {
      ...line,
      ...priceLine(product, variant, line.quantity, state.catalogue.settings, at, line.discount),
    };
  };
}

export interface LoginInput {
  email: string;
  password: string;
}

export function login(state: DemoShopState, session: Session, input: LoginInput, at: number): Result<User> {
  const email = input.email.trim().toLowerCase();
  // Phone-only accounts have an empty e-mail: an empty input must not match them.
  if (!email) return fail('login_user_not_found');
  const user = state.users.find((u) => u.email.toLowerCase() === email && u.user_type !== 'walk_in');
  if (!user) return fail('login_user_not_found');
  if (!passwordMatches(input.password, user.password_digest)) return fail('login_invalid');
  if (user.is_user_banned === 1) return fail('login_banned');
  if (user.status !== 1) return fail('login_inactive');
  signInUser(state, session, user, at);
  return ok(user);
}

/**
 * Make `user` the session's user once the credentials (password, OTP, social uid) are checked: carries the guest
 * cart and compare list over. Shared by `login` and the OTP/social/phone sign-ins of state/auth.ts.
 */
export function signInUser(state: DemoShopState, session: Session, user: User, at: number): void {
  // Carry the guest cart over.
  const guestTrx = session.walk_in_id;
  const guestLines = state.carts[guestTrx] ?? [];
  const userTrx = user.cart_trx_id && state.carts[user.cart_trx_id]?.length ? user.cart_trx_id : null;
  if (userTrx) {
    state.carts[userTrx] = mergeCarts(
      state.carts[userTrx] ?? [],
      guestLines,
      user.id,
      userTrx,
      repriceLine(state, at),
    );
    delete state.carts[guestTrx];
  } else if (guestLines.length > 0) {
    state.carts[guestTrx] = guestLines.map((l) => ({ ...l, user_id: user.id }));
    if (user.cart_trx_id) delete state.carts[user.cart_trx_id];
    user.cart_trx_id = guestTrx;
  }
  // Unconfirmed guest orders are regenerated at the next confirm.
  state.orders = state.orders.filter((o) => !(o.trx_id === guestTrx && o.status === 0));

  // Move the session's compare list to the user.
  const compare = state.compare[user.id] ?? [];
  state.compare[user.id] = [...compare, ...session.compare.filter((id) => !compare.includes(id))];
  session.compare = [];

  session.user_id = user.id;
  session.walk_in_id = newTrxId(state);
  user.last_login = new Date(at).toISOString();
}

/** Sign out: the session becomes a fresh guest; returns the new CSRF token (the backend's `token`). */
export function logout(state: DemoShopState, session: Session): { token: string } {
  session.user_id = null;
  session.walk_in_id = newTrxId(state);
  session.compare = [];
  session.addresses = [];
  session.csrf_token = randomToken(state, 40);
  return { token: session.csrf_token };
}

export function requireUser(state: DemoShopState, session: Session): Result<User> {
  const user = sessionUser(state, session);
  return user ? ok(user) : fail('login_required');
}
