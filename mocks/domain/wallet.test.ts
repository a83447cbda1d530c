import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from './errors';
import { AT } from './testing';
import { convertRewardPoints, rechargeWallet, type RechargeInput } from './wallet';

const recharge = (overrides: Partial<RechargeInput>) =>
  rechargeWallet({
    id: 1,
    user_id: 22,
    amount: 50,
    exchange_rate: 1,
    payment_type: 'stripe',
    walletSystem: true,
    at: AT,
    ...overrides,
  });

describe('wallet recharge', () => {
  it('approves simulated gateway recharges and raises the balance', () => {
    const r = unwrap(recharge({}));
    expect(r.entry).toMatchObject({
      amount: 50,
      status: 'approved',
      type: 'income',
      source: 'wallet_recharge',
      payment_method: 'stripe',
    });
    expect(r.balanceDelta).toBe(5000);
  });

  it('keeps offline recharges pending without changing the balance', () => {
    const r = unwrap(recharge({ payment_type: 'offline_method', offline_method_id: 1 }));
    expect(r.entry.status).toBe('pending');
    expect(r.balanceDelta).toBe(0);
    expect(recharge({ payment_type: 'offline_method' }).ok).toBe(false);
  });

  it('converts the active-currency amount to the default currency', () => {
    const r = unwrap(recharge({ amount: 1175, exchange_rate: 117.5 }));
    expect(r.entry.amount).toBe(10);
  });

  it('refuses bad amounts, guests, wallet-to-wallet and a disabled wallet', () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(recharge({ amount }).ok).toBe(false);
    expect(recharge({ user_id: null }).ok).toBe(false);
    expect(recharge({ payment_type: 'wallet' }).ok).toBe(false);
    expect(recharge({ walletSystem: false }).ok).toBe(false);
  });
});

describe('reward conversion', () => {
  it('computes amount = points ÷ rate on the server', () => {
    expect(unwrap(convertRewardPoints({ points: 500, available: 1200, reward_convert_rate: 10 }))).toEqual({
      points: 500,
      amount: 5000,
    });
  });

  it('refuses more points than available: "not enough reward point"', () => {
    const r = convertRewardPoints({ points: 1300, available: 1200, reward_convert_rate: 10 });
    expect(!r.ok && r.error.message).toBe('not enough reward point');
  });

  it('refuses zero, negative and fractional points', () => {
    for (const points of [0, -1, 1.5])
      expect(convertRewardPoints({ points, available: 100, reward_convert_rate: 10 }).ok).toBe(false);
  });

  it('property: never credits more than points ÷ rate (to the cent)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(1, 3, 10, 100), (points, rate) => {
        const r = convertRewardPoints({ points, available: points, reward_convert_rate: rate });
        if (!r.ok) return (points * 100) / rate < 0.5;
        return Math.abs(r.value.amount - (points * 100) / rate) <= 0.5;
      }),
    );
  });
});
