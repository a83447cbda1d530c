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
  socialLogin,
  startPhoneRegistration,
} from './auth';
import { memoryPersistence, restoreState, serializeState } from './persistence';
import { currentSession } from './sessions';
import { createDemoShop } from './store';

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
      socialLogin(state, session, { uid: 'fb-9', name: 'Sam Lee', email: 'sam@example.com' }, now());
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
