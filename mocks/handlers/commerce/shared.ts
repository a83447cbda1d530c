/**
 * Plumbing shared by the commerce handlers: the request's session and user, translated `{ error }` answers,
 * Idempotency-Key replay (R8/R9), and small parsers for loosely typed bodies (JSON numbers may arrive as strings
 * from multipart forms).
 */
import { fillTemplate, type ErrorParams } from '../../domain/errors';
import type { User } from '../../domain/types';
import { fail, unauthenticated } from '../../http/respond';
import { activeLanguage } from '../../http/views';
import { recallIdempotent, rememberIdempotent } from '../../state/account';
import type { Failure } from '../../state/outcome';
import { currentSession, sessionUser } from '../../state/sessions';
import { getDemoShop, type DemoShop } from '../../state/store';
import type { DemoShopState, Session } from '../../state/types';

export interface RequestContext {
  shop: DemoShop;
  state: DemoShopState;
  session: Session;
  user: User | null;
}

/** The shop, its current state, the request's session (one browser = one shopper) and the signed-in user. */
export function requestContext(): RequestContext {
  const shop = getDemoShop();
  const known = shop.state.sessions[shop.state.currentSessionId];
  const session = known ?? shop.update((state) => currentSession(state));
  const state = shop.state;
  return { shop, state, session, user: sessionUser(state, session) ?? null };
}

/** Change the state for this request's session (atomically; persisted; rolled back on a throw). */
export function mutate<T>(change: (state: DemoShopState, session: Session) => T): T {
  return getDemoShop().update((state) => change(state, currentSession(state)));
}

/** A message in the session's language: the keyword's translation when there is one, else the English text. */
export function translate(
  state: DemoShopState,
  session: Session,
  key: string,
  params: ErrorParams = {},
): string {
  const locale = activeLanguage(state, session).locale;
  const template = state.catalogue.keywords[locale]?.[key] ?? key;
  return fillTemplate(template, params);
}

/** HTTP 200 `{ error }` for a refused action, in the session's language. */
export function refusal(state: DemoShopState, session: Session, failure: Failure) {
  return fail(translate(state, session, failure.key, failure.params));
}

/** HTTP 401 for a signed-out caller of a user-only operation. */
export function signedOut() {
  return unauthenticated();
}

// ─── Idempotency (R8 add-to-cart, R9 confirm/complete order) ──────────────────────────────────────────────────

const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's Idempotency-Key, when it is a plausible one. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('Idempotency-Key')?.trim() ?? '';
  return KEY_PATTERN.test(key) ? key : null;
}

/**
 * Run a mutation at most once per key: the first successful answer is remembered (scoped by operation and
 * session, so one shopper can never replay another's answer) and replayed for the same key. Failures are not
 * remembered: nothing changed, so a retry may succeed. Everything happens inside one `update`, synchronously,
 * so two requests racing with one key cannot both apply.
 */
export function once<T extends object>(
  operation: string,
  key: string | null,
  at: number,
  change: (state: DemoShopState, session: Session) => { ok: true; body: T } | { ok: false; failure: Failure },
):
  | { ok: true; body: T; replayed: boolean }
  | { ok: false; failure: Failure; state: DemoShopState; session: Session } {
  return mutate((state, session) => {
    const scoped = key ? `${operation}:${session.id}:${key}` : null;
    const remembered = recallIdempotent(state, scoped);
    if (remembered !== undefined) return { ok: true as const, body: remembered as T, replayed: true };
    const result = change(state, session);
    if (!result.ok) return { ok: false as const, failure: result.failure, state, session };
    rememberIdempotent(state, scoped, result.body, at);
    return { ok: true as const, body: result.body, replayed: false };
  });
}

// ─── Loose body values ────────────────────────────────────────────────────────────────────────────────────────

/** An integer from a JSON number or a numeric string, else null. */
export function intOf(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
}

/** A finite number from a JSON number or a numeric string, else null. */
export function numberOf(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

export function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A positive integer path parameter, else null. */
export function idParam(value: string | readonly string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
