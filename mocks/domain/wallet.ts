/**
 * Wallet and rewards (backend-api §5.8, §2.14).
 * - Recharge: the amount is typed in the ACTIVE currency and divided by its rate on the server. An offline method
 *   creates a pending income row (no balance change until an admin approves); a (simulated) gateway creates an
 *   approved row and raises the balance.
 * - Reward conversion: the server computes amount = points ÷ `reward_convert_rate` (the backend trusted the client
 *   amount; we do not); not enough points → "not enough reward point". Credited immediately (approved).
 */
import { fail, ok, type Result } from './errors';
import { roundHalfAway, toMajor, toMinor, type Minor } from './money';
import { isPaymentType } from './orders';
import type { Id, WalletEntry } from './types';

export interface RechargeInput {
  id: Id;
  user_id: Id | null;
  /** Amount in the active currency. */
  amount: number;
  /** Active currency's exchange rate to the default currency. */
  exchange_rate: number;
  payment_type: string;
  offline_method_id?: Id | null;
  walletSystem: boolean;
  at: number;
}

export interface Recharge {
  entry: WalletEntry;
  /** Balance change now (minor units): 0 for a pending offline recharge. */
  balanceDelta: Minor;
}

/** Active-currency amount to default-currency minor units. */
export function toDefaultCurrencyMinor(amount: number, exchangeRate: number): Minor {
  return roundHalfAway((amount * 100) / exchangeRate);
}

export function rechargeWallet(input: RechargeInput): Result<Recharge> {
  if (!input.walletSystem) return fail('wallet_disabled');
  if (input.user_id === null) return fail('payment_login_required');
  if (!Number.isFinite(input.amount) || input.amount <= 0) return fail('amount_invalid');
  if (!Number.isFinite(input.exchange_rate) || input.exchange_rate <= 0) return fail('amount_invalid');
  const type = input.payment_type;
  if (!isPaymentType(type) || type === 'wallet' || type === 'cash_on_delivery' || type === 'pay_later') {
    return fail('payment_type_invalid');
  }
  const offline = type === 'offline_method';
  if (offline && !input.offline_method_id) return fail('offline_method_required');
  const minor = toDefaultCurrencyMinor(input.amount, input.exchange_rate);
  if (minor <= 0) return fail('amount_invalid');
  return ok({
    entry: {
      id: input.id,
      user_id: input.user_id,
      amount: toMajor(minor),
      source: 'wallet_recharge',
      type: 'income',
      payment_method: type,
      status: offline ? 'pending' : 'approved',
      order_id: null,
      offline_method_id: offline ? (input.offline_method_id ?? null) : null,
      recharge_date: new Date(input.at).toISOString(),
    },
    balanceDelta: offline ? 0 : minor,
  });
}

export interface ConvertRewardInput {
  points: number;
  /** Points the user has. */
  available: number;
  reward_convert_rate: number;
}

export function convertRewardPoints(input: ConvertRewardInput): Result<{ points: number; amount: Minor }> {
  const { points } = input;
  if (!Number.isInteger(points) || points <= 0) return fail('reward_invalid');
  if (!(input.reward_convert_rate > 0)) return fail('reward_invalid');
  if (points > input.available) return fail('reward_not_enough');
  const amount = roundHalfAway((points * 100) / input.reward_convert_rate);
  if (amount <= 0) return fail('reward_invalid');
  return ok({ points, amount });
}

/** Balance after approved incomes minus expenses (a consistency check for seeded data). */
export function ledgerBalance(entries: readonly Pick<WalletEntry, 'amount' | 'type' | 'status'>[]): Minor {
  return entries
    .filter((e) => e.status === 'approved')
    .reduce((total, e) => total + (e.type === 'income' ? toMinor(e.amount) : -toMinor(e.amount)), 0);
}
