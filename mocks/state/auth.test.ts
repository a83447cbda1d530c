import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EPOCH, fixClock, now, resetClock } from '../domain/clock';
import {
  activateAccount,
  activationCode,
  demoOutbox,
  register,
  registerSeller,
  requestLoginOtp,
  requestPasswordReset,
  sellerApplications,
  issueSocialIdToken,
  SOCIAL_ACCOUNT_NOT_LINKABLE,
  SOCIAL_TOKEN_MISSING,
  SOCIAL_TOKEN_TTL,
  SOCIAL_TOKEN_UNVERIFIED,
  socialLogin,
  startPhoneRegistration,
  type SocialInput,
} from './auth';
import { memoryPersistence, restoreState, serializeState } from './persistence';
import { currentSession } from './sessions';
import { createDemoShop, type DemoShop } from './store';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID } from '../data/users';

beforeEach(() => fixClock(DEMO_EPOCH));
afterEach(() => resetClock());

describe('auth state', () => {
  it('keeps OTPs and reset codes out of the persisted state (R7), but keeps accounts and seller sign-ups', () => {
    const persistence = memoryPersistence();
    const shop = createDemoShop({ persistence });
    const codes = shop.update((state) => {
      const session = currentSession(state);
      const phone = startPhoneRegistration(
        state,
        { first_name: 'Rafi', last_name: 'Khan', phone: '+8801799000001' },
        now(),
      );
      const login = requestLoginOtp(state, '+8801700000022', now());
      const reset = requestPasswordReset(state, 'customer@marketfront.test', now());
      const id_token = issueSocialIdToken(state, { uid: 'fb-9', email: 'sam@example.com' }, now());
      socialLogin(
        state,
        session,
        { uid: 'fb-9', id_token, name: 'Sam Lee', email: 'sam@example.com' },
        now(),
      );
      registerSeller(
        state,
        {
          first_name: 'Tariq',
          last_name: 'Aziz',
          email: 'tariq@example.com',
          phone: '+8801799000002',
          password: 'secret123',
          shop_name: 'Tariq Traders',
          address: '3 Lake Road',
          user_type: 'seller',
        },
        now(),
      );
      if (!phone.ok || !login.ok || !reset.ok) throw new Error('setup failed');
      return [phone.value.otp, login.value.otp, reset.value.code];
    });
    expect(demoOutbox(shop.state).length).toBeGreaterThanOrEqual(4);
    const saved = persistence.data!;
    // As a JSON value (a bare 5-digit run could occur inside any timestamp).
    for (const code of codes) expect(saved).not.toContain(JSON.stringify(code));

    const restored = restoreState(saved, shop.catalogue, now())!;
    expect(sellerApplications(restored)).toHaveLength(1);
    expect(restored.auth?.social['fb-9']).toBeDefined();
    // The provider's ID tokens are memory only, like OTPs.
    expect(saved).not.toContain('demo-id-token.');
    expect(demoOutbox(restored)).toEqual([]);
    // A restored state has no pending OTP: the old one no longer signs anyone in.
    expect(serializeState(restored)).not.toContain(JSON.stringify(codes[1]));
  });

  it('activates an e-mail sign-up with its derived code, also after a reload', () => {
    const persistence = memoryPersistence();
    const shop = createDemoShop({ persistence });
    const user = shop.update((state) => {
      const result = register(
        state,
        currentSession(state),
        { first_name: 'Nadia', last_name: 'Rahman', email: 'nadia@example.com', password: 'secret12' },
        now(),
      );
      if (!result.ok) throw new Error('register failed');
      return result.value.user;
    });
    const code = activationCode(shop.state, user);
    const reloaded = createDemoShop({ persistence });
    expect(reloaded.update((state) => activateAccount(state, 'nadia@example.com', code)).ok).toBe(true);
    expect(reloaded.state.users.find((u) => u.email === 'nadia@example.com')!.status).toBe(1);
    expect(reloaded.update((state) => activateAccount(state, 'nadia@example.com', code)).ok).toBe(false);
  });
});

describe('social sign-in, as a server that verifies the provider’s ID token', () => {
  /** One `POST /social-login` on a fresh guest session; who the session is signed in as afterwards. */
  function post(shop: DemoShop, input: SocialInput) {
    return shop.update((state) => {
      const session = currentSession(state);
      session.user_id = null;
      const result = socialLogin(state, session, input, now());
      return { result, signedInAs: session.user_id };
    });
  }
  const issue = (shop: DemoShop, uid: string, email: string, at = now()) =>
    shop.update((state) => issueSocialIdToken(state, { uid, email }, at));

  it('refuses a missing, unknown, forged, reused or expired token with a 422 on id_token, signing nobody in', () => {
    const shop = createDemoShop();
    const attack = { uid: 'x', name: 'Eve', email: DEMO_CUSTOMER_EMAIL };
    expect(post(shop, attack)).toEqual({
      result: { ok: false, invalid: { id_token: [SOCIAL_TOKEN_MISSING] } },
      signedInAs: null,
    });
    const unverified = {
      result: { ok: false, invalid: { id_token: [SOCIAL_TOKEN_UNVERIFIED] } },
      signedInAs: null,
    };
    expect(post(shop, { ...attack, id_token: 'demo-id-token.0123456789abcdef' })).toEqual(unverified);
    // A real token with one character changed is not a token the provider issued.
    const real = issue(shop, 'g-1', 'grace@example.test');
    const forged = `${real.slice(0, -1)}${real.endsWith('0') ? '1' : '0'}`;
    expect(post(shop, { ...attack, id_token: forged })).toEqual(unverified);
    // Used once, it is spent: a captured token cannot be replayed.
    expect(post(shop, { uid: 'g-1', id_token: real }).result.ok).toBe(true);
    expect(post(shop, { uid: 'g-1', id_token: real })).toEqual(unverified);
    // Older than an hour (Firebase's lifetime), it is refused.
    const old = issue(shop, 'g-1', 'grace@example.test', now() - SOCIAL_TOKEN_TTL);
    expect(post(shop, { uid: 'g-1', id_token: old })).toEqual(unverified);
  });

  it('takes uid and e-mail from the token: the posted ones cannot pick the account', () => {
    const shop = createDemoShop();
    const id_token = issue(shop, 'g-7', 'sam@example.test');
    const { result, signedInAs } = post(shop, {
      uid: 'someone-elses-uid',
      id_token,
      name: 'Sam Lee',
      email: DEMO_CUSTOMER_EMAIL,
    });
    if (!result.ok) throw new Error('sign-in refused');
    expect(result.value).toMatchObject({
      email: 'sam@example.test',
      first_name: 'Sam',
      user_type: 'customer',
    });
    expect(signedInAs).toBe(result.value.id);
    expect(signedInAs).not.toBe(DEMO_CUSTOMER_ID);
    expect(shop.state.auth?.social).toMatchObject({ 'g-7': result.value.id });
    expect(shop.state.auth?.social['someone-elses-uid']).toBeUndefined();
  });

  it('links a customer by the token’s e-mail, never an admin, seller or walk-in account', () => {
    const shop = createDemoShop();
    const customer = post(shop, {
      uid: 'g-8',
      id_token: issue(shop, 'g-8', DEMO_CUSTOMER_EMAIL.toUpperCase()),
    });
    expect(customer.signedInAs).toBe(DEMO_CUSTOMER_ID);

    for (const type of ['admin', 'seller', 'walk_in'] as const) {
      const account = shop.state.users.find((u) => u.user_type === type)!;
      const users = shop.state.users.length;
      const uid = `g-${type}`;
      expect(post(shop, { uid, id_token: issue(shop, uid, account.email) }), type).toEqual({
        result: { ok: false, error: SOCIAL_ACCOUNT_NOT_LINKABLE },
        signedInAs: null,
      });
      expect(shop.state.auth?.social[uid], type).toBeUndefined();
      expect(shop.state.users, type).toHaveLength(users);
    }
  });

  it('does not follow a uid linked to a non-customer account by an older demo', () => {
    const shop = createDemoShop();
    const admin = shop.state.users.find((u) => u.user_type === 'admin')!;
    shop.update((state) => {
      state.auth = { social: { 'old-link': admin.id }, sellerApplications: [] };
    });
    const { result, signedInAs } = post(shop, {
      uid: 'old-link',
      id_token: issue(shop, 'old-link', 'new.person@example.test'),
    });
    expect(result.ok).toBe(true);
    expect(signedInAs).not.toBe(admin.id);
  });
});
