/**
 * Sign-in and registration flows through the MSW handlers (msw/node from tests/setup/unit.ts). Requests go to the
 * page's own origin, as the storefront's do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD } from '../../data/users';
import { DEMO_EPOCH, MINUTE, fixClock, now, resetClock } from '../../domain/clock';
import { unwrap } from '../../domain/errors';
import { issueSocialIdToken, lastMessageTo, sellerApplications } from '../../state/auth';
import { demoSocialAnswer } from '../../sign-in/social-provider';
import { addToCartAction } from '../../state/cart';
import { currentSession } from '../../state/sessions';
import { configureDemoShop, getDemoShop, resetDemoShop } from '../../state/store';
import { getCatalogue } from '../../data/catalogue';

// Response bodies are checked with matchers; the contract test validates their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

async function api(method: 'GET' | 'POST', path: string, json?: Body) {
  const res = await fetch(path, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
}

const signIn = (email = DEMO_CUSTOMER_EMAIL, password = DEMO_PASSWORD) =>
  api('POST', '/login', { email, password, remember: 0 });

let clock = DEMO_EPOCH;
beforeEach(() => {
  clock = DEMO_EPOCH;
  fixClock(clock);
  resetDemoShop();
});
afterEach(() => resetClock());

const advance = (ms: number) => fixClock((clock += ms));

describe('login, check-auth, logout', () => {
  it('signs in, reports the session user, and rotates the CSRF token on logout', async () => {
    const before = getDemoShop().state.sessions[getDemoShop().state.currentSessionId]!.csrf_token;
    expect(before).toMatch(/^\w{40}$/);
    expect((await api('GET', '/home/check-auth')).status).toBe(401);

    const login = await signIn();
    expect(login.status).toBe(200);
    expect(login.body.success).toBe('Login Successfully');
    expect(login.body.user).toMatchObject({
      id: DEMO_CUSTOMER_ID,
      email: DEMO_CUSTOMER_EMAIL,
      user_type: 'customer',
    });
    expect(login.body.wishlists).toBe(4);
    // No secrets or internals in the user object.
    for (const key of [
      'otp',
      'firebase_auth_id',
      'password',
      'password_digest',
      'permissions',
      'cart_trx_id',
    ]) {
      expect(login.body.user).not.toHaveProperty(key);
    }

    const auth = await api('GET', '/home/check-auth');
    expect(auth.status).toBe(200);
    expect(auth.body.user.id).toBe(DEMO_CUSTOMER_ID);
    expect(auth.body.reward).toMatchObject({ rewards: 1200 });
    expect(typeof auth.body.download_urls).toBe('boolean');

    const logout = await api('GET', '/logout');
    expect(logout.body.success).toBe('Logout Successfully');
    expect(logout.body.token).not.toBe(before);
    expect(getDemoShop().state.sessions[getDemoShop().state.currentSessionId]!.csrf_token).toBe(
      logout.body.token,
    );
    expect((await api('GET', '/home/check-auth')).status).toBe(401);
    expect((await api('GET', '/logout')).status).toBe(401);
  });

  it('carries the guest cart over to the account', async () => {
    const shop = getDemoShop();
    const product = shop.catalogue.products.find(
      (p) =>
        p.status === 'published' &&
        !p.has_variant &&
        !p.is_digital &&
        !p.is_catalog &&
        !p.is_classified &&
        p.current_stock >= 5 &&
        p.minimum_order_quantity === 1,
    )!;
    const guestLine = shop.update(
      (state) =>
        unwrap(addToCartAction(state, currentSession(state), { product_id: product.id, quantity: 2 }, clock))
          .line,
    );
    const login = await signIn();
    expect(login.body.carts).toEqual([
      expect.objectContaining({
        id: guestLine.id,
        product_id: product.id,
        quantity: 2,
        trx_id: guestLine.trx_id,
      }),
    ]);
    expect(shop.state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.cart_trx_id).toBe(guestLine.trx_id);
  });

  it('answers the backend failures with 200 { error }', async () => {
    expect((await signIn(DEMO_CUSTOMER_EMAIL, 'nope')).body).toEqual({ error: 'Invalid credentials' });
    expect((await signIn('nobody@example.com')).body).toEqual({ error: 'User not found' });
    expect((await signIn('', '')).body).toEqual({ error: 'User not found' });
    await signIn();
    expect((await signIn()).body.error).toBeTruthy();
  });
});

describe('registration by e-mail', () => {
  const jane = { first_name: 'Nadia', last_name: 'Rahman', email: 'Nadia@Example.com', password: 'secret12' };

  it('creates a not-activated account that the activation link activates', async () => {
    const registered = await api('POST', '/register', jane);
    expect(registered.body).toMatchObject({ type: 0, user: { email: 'nadia@example.com', status: 0 } });
    const link = registered.headers.get('x-demo-activation-link')!;
    expect(link).toMatch(/^\/activation\/nadia%40example\.com\/\w+$/);
    expect(lastMessageTo(getDemoShop().state, 'nadia@example.com')?.link).toBe(link);

    expect((await signIn(jane.email, jane.password)).body).toEqual({
      error: 'Your account is not activated yet',
    });
    expect((await api('GET', link.replace(/\w+$/, 'wrong'))).body.error).toBeTruthy();
    expect((await api('GET', link)).body.success).toBeTruthy();
    expect((await api('GET', link)).body.error).toBeTruthy(); // one use
    expect((await signIn(jane.email, jane.password)).body.user.email).toBe('nadia@example.com');
  });

  it('validates like SignUpRequest (422)', async () => {
    const taken = await api('POST', '/register', { ...jane, email: DEMO_CUSTOMER_EMAIL });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['The email has already been taken.']);
    const short = await api('POST', '/register', {
      first_name: 'N',
      last_name: 'R',
      email: 'x',
      password: '12345',
    });
    expect(Object.keys(short.body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
    const long = await api('POST', '/register', { ...jane, password: 'x'.repeat(51) });
    expect(long.body.errors.password).toEqual(['The password must not be greater than 50 characters.']);
  });
});

describe('registration by phone', () => {
  const rafi = { first_name: 'Rafi', last_name: 'Khan', phone: '+8801799000001' };

  it('sends an OTP (header, outbox, and the body in demo mode) and signs the new customer in', async () => {
    const sent = await api('POST', '/register/by-phone', rafi);
    const otp = sent.headers.get('x-demo-otp')!;
    expect(otp).toMatch(/^\d{5}$/);
    // The seeded shop is in demo mode: the screen may show the code it cannot text.
    expect(sent.body).toEqual({ data: 'OTP Send Successfully', demo_otp: otp });
    expect(lastMessageTo(getDemoShop().state, rafi.phone)?.code).toBe(otp);

    const wrong = otp.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    expect((await api('POST', '/register', { ...rafi, otp: wrong })).body).toEqual({ error: 'Invalid OTP' });

    const registered = await api('POST', '/register', { ...rafi, otp });
    expect(registered.body).toMatchObject({
      type: 1,
      user: { phone: rafi.phone, email: null, is_password_set: 0, status: 1 },
    });
    expect(JSON.stringify(registered.body)).not.toContain(otp);
    expect((await api('GET', '/home/check-auth')).body.user.phone).toBe(rafi.phone);
  });

  it('refuses a resend within two minutes and a phone already in use', async () => {
    await api('POST', '/register/by-phone', rafi);
    advance(MINUTE);
    expect((await api('POST', '/register/by-phone', rafi)).body.error).toMatch(/2 minutes/);
    advance(MINUTE + 1);
    expect((await api('POST', '/register/by-phone', rafi)).body.data).toBeTruthy();
    const taken = await api('POST', '/register/by-phone', { ...rafi, phone: '+8801700000022' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.phone).toEqual(['The phone has already been taken.']);
  });
});

describe('the demo OTP in answers', () => {
  afterEach(() => configureDemoShop());

  it('is in the body only while the shop is in demo mode', async () => {
    const seeded = getCatalogue();
    configureDemoShop({ catalogue: { ...seeded, settings: { ...seeded.settings, demo_mode: 0 } } });
    const login = await api('POST', '/get-otp', { phone: '+8801700000022' });
    expect(login.body).toEqual({ success: 'OTP sent to your phone' });
    const signUp = await api('POST', '/register/by-phone', {
      first_name: 'Rafi',
      last_name: 'Khan',
      phone: '+8801799000001',
    });
    expect(signUp.body).toEqual({ data: 'OTP Send Successfully' });

    configureDemoShop();
    const demo = await api('POST', '/get-otp', { phone: '+8801700000022' });
    expect(demo.body).toEqual({
      success: 'OTP sent to your phone',
      demo_otp: demo.headers.get('x-demo-otp'),
    });
  });
});

describe('phone (OTP) sign-in', () => {
  it('signs in with the OTP sent to the account phone, once, within 5 minutes', async () => {
    const sent = await api('POST', '/get-otp', { phone: '+880 1700 000022' });
    const otp = sent.headers.get('x-demo-otp')!;
    expect(sent.body.success).toBeTruthy();
    const login = await api('POST', '/submit-otp', { phone: '+8801700000022', otp });
    expect(login.body.user.id).toBe(DEMO_CUSTOMER_ID);
    await api('GET', '/logout');
    expect((await api('POST', '/submit-otp', { phone: '+8801700000022', otp })).body).toEqual({
      error: 'Invalid OTP',
    });

    const again = (await api('POST', '/get-otp', { phone: '+8801700000022' })).headers.get('x-demo-otp')!;
    advance(5 * MINUTE + 1);
    expect((await api('POST', '/submit-otp', { phone: '+8801700000022', otp: again })).body).toEqual({
      error: 'Invalid OTP',
    });
  });
});

describe('password reset', () => {
  it('sets a new password with the code of the reset link, once', async () => {
    expect((await api('POST', '/reset-password', { email: 'nobody@example.com' })).status).toBe(422);
    const sent = await api('POST', '/reset-password', { email: DEMO_CUSTOMER_EMAIL });
    const link = sent.headers.get('x-demo-reset-link')!;
    const code = link.split('/').pop()!;
    const body = {
      email: DEMO_CUSTOMER_EMAIL,
      resetCode: code,
      newPassword: 'brand-new',
      confirmPassword: 'brand-new',
    };
    expect((await api('POST', '/create-new-password', { ...body, confirmPassword: 'other' })).status).toBe(
      422,
    );
    expect((await api('POST', '/create-new-password', body)).body.success).toBeTruthy();
    expect((await api('POST', '/create-new-password', body)).body.error).toBeTruthy();
    expect((await signIn(DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)).body.error).toBe('Invalid credentials');
    expect((await signIn(DEMO_CUSTOMER_EMAIL, 'brand-new')).body.user.id).toBe(DEMO_CUSTOMER_ID);
  });
});

describe('social sign-in', () => {
  it('creates a customer once per uid from the provider’s ID token, and links a customer by its e-mail', async () => {
    const first = await api('POST', '/social-login', demoSocialAnswer('facebook'));
    expect(first.body.user).toMatchObject({
      first_name: 'Frank',
      last_name: 'Facebook',
      email: 'frank.facebook@marketfront.test',
      is_password_set: 0,
      status: 1,
    });
    await api('GET', '/logout');
    const again = await api('POST', '/social-login', demoSocialAnswer('facebook'));
    expect(again.body.user.id).toBe(first.body.user.id);
    await api('GET', '/logout');
    // The demo customer signs in with a token that names their e-mail (the provider vouched for it).
    const id_token = getDemoShop().update((state) =>
      issueSocialIdToken(state, { uid: 'g-2', email: DEMO_CUSTOMER_EMAIL }, now()),
    );
    const linked = await api('POST', '/social-login', { uid: 'g-2', id_token });
    expect(linked.body.user.id).toBe(DEMO_CUSTOMER_ID);
    expect((await api('POST', '/social-login', {})).body.error).toBeTruthy();
  });

  it('does not sign anyone in by a posted uid and e-mail: 422 without a token the provider issued', async () => {
    const attack = await api('POST', '/social-login', { uid: 'x', email: DEMO_CUSTOMER_EMAIL });
    expect(attack.status).toBe(422);
    expect(attack.body.errors).toEqual({ id_token: ['The id token field is required.'] });
    const forged = await api('POST', '/social-login', {
      uid: 'x',
      email: DEMO_CUSTOMER_EMAIL,
      id_token: 'demo-id-token.forged',
    });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toBe(
      'The sign-in could not be verified with the provider. Please try again.',
    );
    expect((await api('GET', '/home/check-auth')).status).toBe(401);
  });
});

describe('seller registration', () => {
  it('creates a not-activated seller and a shop waiting for verification', async () => {
    const res = await api('POST', '/seller-register', {
      first_name: 'Tariq',
      last_name: 'Aziz',
      email: 'tariq@example.com',
      phone: '+8801799000002',
      password: 'secret123',
      shop_name: 'Tariq Traders',
      address: '3 Lake Road',
      user_type: 'seller',
    });
    expect(res.body.user).toMatchObject({ user_type: 'seller', status: 0 });
    expect(sellerApplications(getDemoShop().state)).toEqual([
      expect.objectContaining({ user_id: res.body.user.id, slug: 'tariq-traders', verified_at: null }),
    ]);
    const sellers = await api('GET', '/home/sellers?paginate=100');
    expect(sellers.body.sellers.data.map((s: Body) => s.slug)).not.toContain('tariq-traders');
    expect((await api('POST', '/seller-register', { user_type: 'customer' })).status).toBe(422);
  });
});
