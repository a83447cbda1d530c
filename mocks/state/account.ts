/**
 * Account actions on the store: wallet recharge, reward conversion, compare list, wishlist, followed shops,
 * newsletter, and the Idempotency-Key memory used by mutation handlers (R8/R9). Call inside `shop.update(...)`.
 */
import { fail, ok, type Result } from '../domain/errors';
import { toMajor, toMinor } from '../domain/money';
import type { Id, RewardAccount, WalletEntry } from '../domain/types';
import { convertRewardPoints, rechargeWallet } from '../domain/wallet';
import { activeCurrency } from './format';
import { findProduct, findUser, nextId } from './lookups';
import { creditableVendorPayment } from './vendor-payments';
import type { DemoShopState, Session, WishlistRow } from './types';

export interface RechargeRequest {
  /** In the active currency. */
  amount: number;
  payment_type: string;
  offline_method_id?: Id | null;
  /**
   * A gateway top-up's reference at the vendor (`transaction_id`, Google Pay's `token`): credited only when the
   * demo's simulated vendor issued it for this amount and it was not used before (state/vendor-payments.ts).
   */
  vendor_reference?: string;
}

export function rechargeWalletAction(
  state: DemoShopState,
  session: Session,
  request: RechargeRequest,
  at: number,
): Result<WalletEntry> {
  const user = findUser(state, session.user_id);
  const offlineKnown = request.offline_method_id
    ? state.catalogue.offlineMethods.some((m) => m.id === request.offline_method_id)
    : false;
  const result = rechargeWallet({
    id: state.counters.wallet,
    user_id: user ? user.id : null,
    amount: request.amount,
    exchange_rate: activeCurrency(state, session).exchange_rate,
    payment_type: request.payment_type,
    offline_method_id: offlineKnown ? request.offline_method_id : null,
    walletSystem: state.catalogue.settings.wallet_system === 1,
    at,
  });
  if (!result.ok) return result;
  if (!user) return fail('login_required');
  // A gateway's top-up is credited at once: only for a payment the vendor took, of this amount, once.
  if (result.value.balanceDelta > 0) {
    const payment = creditableVendorPayment(
      state,
      session,
      request.vendor_reference ?? '',
      request.payment_type,
      request.amount,
    );
    if (!payment) return fail('gateway_payment_unverified');
    payment.used = true;
  }
  nextId(state, 'wallet');
  state.wallet.push(result.value.entry);
  user.balance = toMajor(toMinor(user.balance) + result.value.balanceDelta);
  return ok(result.value.entry);
}

function rewardAccount(state: DemoShopState, userId: Id): RewardAccount {
  let account = state.rewards.find((r) => r.user_id === userId);
  if (!account) {
    account = { user_id: userId, rewards: 0, last_converted: null };
    state.rewards.push(account);
  }
  return account;
}

/** Convert points to wallet money; the amount is computed here, never taken from the client. */
export function convertRewardAction(
  state: DemoShopState,
  session: Session,
  points: number,
  at: number,
): Result<{ amount: number; reward: RewardAccount }> {
  const user = findUser(state, session.user_id);
  if (!user) return fail('login_required');
  const available = state.rewards.find((r) => r.user_id === user.id)?.rewards ?? 0;
  const result = convertRewardPoints({
    points,
    available,
    reward_convert_rate: state.catalogue.settings.reward_convert_rate,
  });
  if (!result.ok) return result;
  const account = rewardAccount(state, user.id);
  const stamp = new Date(at).toISOString();
  account.rewards -= result.value.points;
  account.last_converted = stamp;
  user.balance = toMajor(toMinor(user.balance) + result.value.amount);
  state.wallet.push({
    id: nextId(state, 'wallet'),
    user_id: user.id,
    amount: toMajor(result.value.amount),
    source: 'reward_point_convert',
    type: 'income',
    payment_method: 'reward_point',
    status: 'approved',
    order_id: null,
    offline_method_id: null,
    recharge_date: stamp,
  });
  return ok({ amount: toMajor(result.value.amount), reward: account });
}

// ─── Compare (guests: session; users: their list) ─────────────────────────────────────────────────────────────

export function compareList(state: DemoShopState, session: Session): Id[] {
  return session.user_id === null ? session.compare : (state.compare[session.user_id] ?? []);
}

export function addToCompare(state: DemoShopState, session: Session, productId: Id): Result<Id[]> {
  if (!findProduct(state, productId)) return fail('product_unavailable');
  const list = compareList(state, session);
  const next = list.includes(productId) ? list : [...list, productId];
  if (session.user_id === null) session.compare = next;
  else state.compare[session.user_id] = next;
  return ok(next);
}

export function removeFromCompare(state: DemoShopState, session: Session, productId: Id): Id[] {
  const next = compareList(state, session).filter((id) => id !== productId);
  if (session.user_id === null) session.compare = next;
  else state.compare[session.user_id] = next;
  return next;
}

// ─── Wishlist and followed shops (signed-in only) ─────────────────────────────────────────────────────────────

export function addToWishlist(
  state: DemoShopState,
  session: Session,
  productId: Id,
  at: number,
): Result<WishlistRow> {
  if (session.user_id === null) return fail('login_required');
  if (!findProduct(state, productId)) return fail('product_unavailable');
  const existing = state.wishlists.find((w) => w.user_id === session.user_id && w.product_id === productId);
  if (existing) return ok(existing);
  const row: WishlistRow = {
    id: nextId(state, 'wishlist'),
    user_id: session.user_id,
    product_id: productId,
    created_at: new Date(at).toISOString(),
  };
  state.wishlists.push(row);
  return ok(row);
}

export function removeFromWishlist(
  state: DemoShopState,
  session: Session,
  productId: Id,
): WishlistRow | null {
  const row =
    state.wishlists.find((w) => w.user_id === session.user_id && w.product_id === productId) ?? null;
  if (row) state.wishlists = state.wishlists.filter((w) => w !== row);
  return row;
}

export function followShop(
  state: DemoShopState,
  session: Session,
  sellerProfileId: Id,
  at: number,
): Result<Id[]> {
  if (session.user_id === null) return fail('login_required');
  if (!state.catalogue.shops.some((s) => s.id === sellerProfileId)) return fail('permission_declined');
  if (
    !state.followers.some((f) => f.user_id === session.user_id && f.seller_profile_id === sellerProfileId)
  ) {
    state.followers.push({
      id: nextId(state, 'follower'),
      user_id: session.user_id,
      seller_profile_id: sellerProfileId,
      created_at: new Date(at).toISOString(),
    });
  }
  return ok(followedShopIds(state, session));
}

export function unfollowShop(state: DemoShopState, session: Session, sellerProfileId: Id): Id[] {
  state.followers = state.followers.filter(
    (f) => !(f.user_id === session.user_id && f.seller_profile_id === sellerProfileId),
  );
  return followedShopIds(state, session);
}

export function followedShopIds(state: DemoShopState, session: Session): Id[] {
  return state.followers.filter((f) => f.user_id === session.user_id).map((f) => f.seller_profile_id);
}

// ─── Newsletter ───────────────────────────────────────────────────────────────────────────────────────────────

/** Returns false when the address is already subscribed (the handler answers 422 "taken"). */
export function subscribe(state: DemoShopState, email: string, at: number): boolean {
  const normalised = email.trim().toLowerCase();
  if (state.subscribers.some((s) => s.email === normalised)) return false;
  state.subscribers.push({
    id: nextId(state, 'subscriber'),
    email: normalised,
    created_at: new Date(at).toISOString(),
  });
  return true;
}

// ─── Idempotency keys ─────────────────────────────────────────────────────────────────────────────────────────

const IDEMPOTENCY_LIMIT = 200;

/** The response remembered for a key, if this request was already processed. */
export function recallIdempotent(state: DemoShopState, key: string | null | undefined): unknown {
  return key ? state.idempotency[key]?.response : undefined;
}

export function rememberIdempotent(
  state: DemoShopState,
  key: string | null | undefined,
  response: unknown,
  at: number,
): void {
  if (!key) return;
  state.idempotency[key] = { at, response };
  const keys = Object.keys(state.idempotency);
  if (keys.length > IDEMPOTENCY_LIMIT) {
    keys
      .sort((a, b) => state.idempotency[a]!.at - state.idempotency[b]!.at)
      .slice(0, keys.length - IDEMPOTENCY_LIMIT)
      .forEach((k) => delete state.idempotency[k]);
  }
}
