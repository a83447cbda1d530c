/**
 * Sessions, sign-in, registration and password reset (openapi/paths/auth.yaml, backend-api §2.9).
 *
 * Development visibility of codes: the demo cannot send SMS or mail, so answers that "sent" an OTP, activation or
 * reset link carry it in a response header (`x-demo-otp`, `x-demo-activation-link`, `x-demo-reset-link`) and the
 * message lands in the outbox of state/auth.ts (also logged to the browser console outside tests). Bodies keep the
 * contract's shapes: no code appears in a body or in the user object, except the contract's `demo_otp` of the two
 * OTP answers when the shop's settings have `demo_mode` on, so a visitor can finish a phone sign-in or sign-up.
 */
import { HttpResponse, http } from 'msw';
import { now } from '../../domain/clock';
import { compareList } from '../../state/account';
import {
  activateAccount,
  activationLink,
  createNewPassword,
  register,
  registerSeller,
  requestLoginOtp,
  requestPasswordReset,
  socialLogin,
  startPhoneRegistration,
  submitLoginOtp,
  type AuthResult,
  type OutboxMessage,
  demoOutbox,
} from '../../state/auth';
import { cartLines, currentSession, login, logout, sessionUser } from '../../state/sessions';
import { getDemoShop } from '../../state/store';
import type { DemoShopState, Session } from '../../state/types';
import type { User } from '../../domain/types';
import { DEMO_SHOP_HEADER, fail, invalid, ok, readBody, unauthenticated } from '../../http/respond';
import { toCartLine, toUser } from '../../http/views';
import { say } from './messages';

function withHeader<R extends Response>(response: R, name: string, value: string): R {
  response.headers.set(name, value);
  return response;
}

/** Outside tests, show what the demo "sent" in the browser console (development only; the demo has no SMS). */
function announce(message: OutboxMessage | undefined): void {
  if (!message || import.meta.env.MODE === 'test') return;
  console.info(`[demo shop] ${message.channel} to ${message.to}: ${message.text}`);
}

const lastSent = (state: DemoShopState) => demoOutbox(state).at(-1);

/** The answer of every successful sign-in (backend-api §2.9): user, counts, the (carried-over) cart. */
export function signedInBody(state: DemoShopState, session: Session, user: User) {
  return {
    success: say(state, session, 'Login Successfully'),
    user: toUser(state, user),
    wishlists: state.wishlists.filter((w) => w.user_id === user.id).length,
    compare_list: compareList(state, session).length,
    carts: cartLines(state, session).map((line) => toCartLine(state, line)),
  };
}

/** `logoutCheck`: sign-in and sign-up forms are for guests (the backend redirects a signed-in caller to `/`). */
function alreadySignedIn(state: DemoShopState, session: Session) {
  return session.user_id !== null ? fail(say(state, session, 'You are already logged in')) : null;
}

function failure(state: DemoShopState, session: Session, result: Exclude<AuthResult<unknown>, { ok: true }>) {
  return 'invalid' in result ? invalid(result.invalid) : fail(say(state, session, result.error));
}

/** The OTP for the screen, with `demo_mode` on only (a demo cannot send SMS; a real backend never sends it). */
const demoOtp = (state: DemoShopState, otp: string) =>
  state.catalogue.settings.demo_mode === 1 ? { demo_otp: otp } : {};

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const authHandlers = [
  http.post('*/login', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      if (state.catalogue.settings.is_recaptcha_activated === 1 && !str(body.captcha)) {
        return ok({ captcha: say(state, session, 'Please verify that you are not a robot') });
      }
      const result = login(state, session, { email: str(body.email), password: str(body.password) }, now());
      if (!result.ok) return fail(say(state, session, result.error.key, result.error.params));
      return ok(signedInBody(state, session, result.value));
    });
  }),

  http.post('*/get-otp', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const phone = str(body.phone).trim();
      if (!phone) return invalid({ phone: ['The phone field is required.'] });
      if (!state.catalogue.addOns.includes('otp_system'))
        return fail(say(state, session, 'OTP system is not active'));
      const result = requestLoginOtp(state, phone, now());
      if (!result.ok) return failure(state, session, result);
      announce(lastSent(state));
      return withHeader(
        ok({ success: say(state, session, 'OTP sent to your phone'), ...demoOtp(state, result.value.otp) }),
        'x-demo-otp',
        result.value.otp,
      );
    });
  }),

  http.post('*/submit-otp', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const result = submitLoginOtp(state, session, str(body.phone), str(body.otp), now());
      if (!result.ok) return failure(state, session, result);
      return ok(signedInBody(state, session, result.value));
    });
  }),

  http.post('*/social-login', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const result = socialLogin(state, session, body, now());
      if (!result.ok) return failure(state, session, result);
      return ok(signedInBody(state, session, result.value));
    });
  }),

  http.get('*/logout', () => {
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      if (session.user_id === null) return unauthenticated();
      const { token } = logout(state, session);
      return ok({ success: say(state, session, 'Logout Successfully'), token });
    });
  }),

  http.post('*/register', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const result = register(state, session, body, now());
      if (!result.ok) return failure(state, session, result);
      const { type, user } = result.value;
      if (type === 1) {
        return ok({
          success: say(state, session, 'Registration successful'),
          type,
          user: toUser(state, user),
          migrate_msg: null,
        });
      }
      announce(lastSent(state));
      const response = ok({
        success: say(
          state,
          session,
          'Registration successful. Please check your e-mail to activate your account',
        ),
        type,
        user: toUser(state, user),
        migrate_msg: null,
      });
      return withHeader(response, 'x-demo-activation-link', activationLink(state, user));
    });
  }),

  http.post('*/register/by-phone', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const result = startPhoneRegistration(state, body, now());
      if (!result.ok) return failure(state, session, result);
      announce(lastSent(state));
      return withHeader(
        ok({ data: say(state, session, 'OTP Send Successfully'), ...demoOtp(state, result.value.otp) }),
        'x-demo-otp',
        result.value.otp,
      );
    });
  }),

  http.post('*/reset-password', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const result = requestPasswordReset(state, body.email, now());
      if (!result.ok) return failure(state, session, result);
      announce(lastSent(state));
      const response = ok({ success: say(state, session, 'Password reset link sent to your e-mail') });
      return withHeader(response, 'x-demo-reset-link', result.value.link);
    });
  }),

  http.post('*/create-new-password', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const result = createNewPassword(state, body, now());
      if (!result.ok) return failure(state, session, result);
      return ok({ success: say(state, session, 'Password changed successfully') });
    });
  }),

  http.post('*/seller-register', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const refused = alreadySignedIn(state, session);
      if (refused) return refused;
      const result = registerSeller(state, body, now());
      if (!result.ok) return failure(state, session, result);
      announce(lastSent(state));
      const response = ok({
        success: say(
          state,
          session,
          'Registration successful. Please activate your account from your e-mail; your shop will be reviewed before you can sell',
        ),
        migrate_msg: null,
        user: toUser(state, result.value.user),
      });
      return withHeader(response, 'x-demo-activation-link', activationLink(state, result.value.user));
    });
  }),

  http.get('*/home/check-auth', () => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    const user = sessionUser(state, session);
    if (!user) return unauthenticated();
    const reward = state.rewards.find((r) => r.user_id === user.id) ?? null;
    const downloadable = state.orders.some(
      (o) =>
        o.user_id === user.id &&
        o.status === 1 &&
        o.payment_status === 'paid' &&
        o.order_details.some((d) => d.is_digital),
    );
    return ok({
      user: toUser(state, user),
      reward: reward && {
        user_id: reward.user_id,
        rewards: reward.rewards,
        last_converted: reward.last_converted,
      },
      download_urls: downloadable,
    });
  }),

  /**
   * The activation link of the sign-up mail (not an API operation: the backend redirects to `/login` with a
   * toast). An XHR/fetch gets JSON; a navigation that reaches the worker is redirected to `/login`.
   */
  http.get('*/activation/:email/:code', ({ params, request }) => {
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const result = activateAccount(state, decodeURIComponent(str(params.email)), str(params.code));
      const xhr =
        request.headers.get('x-requested-with') === 'XMLHttpRequest' ||
        request.headers.get('accept')?.includes('json');
      if (!xhr) {
        const location = new URL(result.ok ? '/login?activated=1' : '/login', request.url).toString();
        return new HttpResponse(null, { status: 302, headers: { location, [DEMO_SHOP_HEADER]: '1' } });
      }
      return result.ok
        ? ok({ success: say(state, session, 'Your account is activated. You can login now') })
        : failure(state, session, result);
    });
  }),
];
