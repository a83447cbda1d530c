/**
 * The signed-in user's account (backend-api §2.14): profile, password, "become a seller", notifications and the
 * private real-time channel, wallet and rewards. Every operation here needs a signed-in user (HTTP 401 JSON
 * otherwise) and always acts on the SESSION user — never on an id from the body.
 */
import { http, type AnyHandler } from 'msw';
import { now } from '../../domain/clock';
import { channelAuth } from '../../realtime/keys';
import type { User } from '../../domain/types';
import { invalid, ok, readBody, readQuery, status } from '../../http/respond';
import { laravelPage, toCurrency, toUser } from '../../http/views';
import { convertRewardAction, rechargeWalletAction } from '../../state/account';
import { markAllSeen, markSeen, notificationsOf, removeNotification } from '../../state/notifications';
import {
  changePassword,
  convertToSeller,
  parsePasswordInput,
  parseProfileInput,
  parseSellerMigration,
  updateProfile,
} from '../../state/profile';
import type { DemoShopState } from '../../state/types';
import { postedVendorReference } from '../../domain/vendor-payments';
import {
  idParam,
  idempotencyKeyOf,
  intOf,
  mutate,
  numberOf,
  once,
  refusal,
  requestContext,
  signedOut,
  stringOf,
  translate,
} from './shared';
import {
  NOT_YOUR_ACCOUNT,
  ownIdMismatch,
  passwordStateMismatch,
  rewardAmountMismatch,
  WRONG_PASSWORD_STATE,
  WRONG_REWARD_AMOUNT,
} from './trusted-values';
import { notificationView, offlineMethods, rewardDetailView, rewardView, walletEntryView } from './views';

/** Uploaded profile images are kept as data URLs in the persisted state, so they stay small. */
const MAX_IMAGE_BYTES = 200 * 1024;

interface FileLike {
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).size === 'number' &&
    typeof (value as FileLike).arrayBuffer === 'function'
  );
}

async function dataUrl(file: FileLike): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binaryText = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binaryText += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${file.type};base64,${btoa(binaryText)}`;
}

function sessionUserOf(state: DemoShopState, userId: number | null): User | undefined {
  return userId === null ? undefined : state.users.find((u) => u.id === userId);
}

/** Sum of approved wallet recharges (what `wallet-history` calls `balance`, not the spendable `user.balance`). */
function approvedRecharges(state: DemoShopState, userId: number): number {
  const cents = state.wallet
    .filter(
      (e) =>
        e.user_id === userId &&
        e.source === 'wallet_recharge' &&
        e.status === 'approved' &&
        e.type === 'income',
    )
    .reduce((total, e) => total + Math.round(e.amount * 100), 0);
  return cents / 100;
}

function walletPage(state: DemoShopState, userId: number, page: string | null, path: string) {
  const entries = state.wallet
    .filter((e) => e.user_id === userId)
    .sort((a, b) => b.recharge_date.localeCompare(a.recharge_date) || b.id - a.id);
  return laravelPage(entries, { page, perPage: 15, path }, walletEntryView);
}

function currencyRow(state: DemoShopState, code: string) {
  const currency = state.catalogue.currencies.find((c) => c.code === code);
  return currency ? toCurrency(currency) : null;
}

export const accountHandlers: AnyHandler[] = [
  // ─── Profile, password, become a seller ─────────────────────────────────────────────────────────────────────
  http.post('*/user/update-profile', async ({ request }) => {
    const body = await readBody(request);
    const { state, session, user } = requestContext();
    if (!user) return signedOut();
    if (ownIdMismatch(body.id, user)) return refusal(state, session, { key: NOT_YOUR_ACCOUNT, params: {} });
    const parsed = parseProfileInput(state, user, body, now());
    if (!parsed.ok) return invalid(parsed.errors);
    let image: string | undefined;
    if (isFileLike(body.image) && body.image.size > 0) {
      if (!body.image.type.startsWith('image/')) return invalid({ image: ['The image must be an image.'] });
      if (body.image.size > MAX_IMAGE_BYTES)
        return invalid({ image: ['The image must not be greater than 200 kilobytes.'] });
      image = await dataUrl(body.image);
    }
    return mutate((s, session) => {
      const current = sessionUserOf(s, session.user_id);
      if (!current) return signedOut();
      updateProfile(current, parsed.value, image);
      return ok({ user: toUser(s, current), success: translate(s, session, 'Profile Updated') });
    });
  }),

  http.post('*/user/change-password', async ({ request }) => {
    const body = await readBody(request);
    const { state: current, session: own, user } = requestContext();
    if (!user) return signedOut();
    if (passwordStateMismatch(body.is_password_set, user))
      return refusal(current, own, { key: WRONG_PASSWORD_STATE, params: {} });
    const parsed = parsePasswordInput(user, body);
    if (!parsed.ok) return invalid(parsed.errors);
    return mutate((state, session) => {
      const current = sessionUserOf(state, session.user_id);
      if (!current) return signedOut();
      const changed = changePassword(current, parsed.value);
      if (!changed.ok) return refusal(state, session, changed.error);
      return ok({
        success: translate(state, session, 'Password Changed'),
        ...(changed.value.firstPassword ? { data: toUser(state, current) } : {}),
      });
    });
  }),

  http.post('*/user/user-to-seller', async ({ request }) => {
    const body = await readBody(request);
    if (!requestContext().user) return signedOut();
    const parsed = parseSellerMigration(body);
    if (!parsed.ok) return invalid(parsed.errors);
    return mutate((state, session) => {
      const current = sessionUserOf(state, session.user_id);
      if (!current) return signedOut();
      const converted = convertToSeller(state, session, current, parsed.value);
      if (!converted.ok) return refusal(state, session, converted.error);
      return ok({
        success: translate(state, session, 'Your request has been sent'),
        migrate_msg: translate(
          state,
          session,
          'Your shop is waiting for approval. You have been signed out; sign in to the seller panel once it is approved.',
        ),
      });
    });
  }),

  // ─── Notifications ──────────────────────────────────────────────────────────────────────────────────────────
  http.get('*/user-notification/all', ({ request }) => {
    const { state, user } = requestContext();
    if (!user) return signedOut();
    const notifications = laravelPage(
      notificationsOf(state, user.id),
      { page: readQuery(request).get('page'), perPage: 10, path: request.url },
      notificationView,
    );
    return ok({ notifications });
  }),

  http.get('*/user-notification/seen-all', () => {
    if (!requestContext().user) return signedOut();
    return mutate((state, session) => {
      const count = markAllSeen(state, session.user_id!);
      return ok({
        seen_notification: count,
        success: translate(state, session, 'All notifications marked as read'),
      });
    });
  }),

  http.get('*/notification/seen/:id', ({ params }) => {
    if (!requestContext().user) return signedOut();
    const id = idParam(params.id);
    return mutate((state, session) => {
      const seen = markSeen(state, session.user_id!, id ?? 0);
      if (!seen.ok) return refusal(state, session, seen.error);
      return ok({
        notification: notificationView(seen.value),
        success: translate(state, session, 'Notification seen'),
      });
    });
  }),

  http.get('*/notification/remove/:id', ({ params }) => {
    if (!requestContext().user) return signedOut();
    const id = idParam(params.id);
    return mutate((state, session) => {
      const removed = removeNotification(state, session.user_id!, id ?? 0);
      if (!removed.ok) return refusal(state, session, removed.error);
      return ok({
        notification: notificationView(removed.value),
        success: translate(state, session, 'Notification removed'),
      });
    });
  }),

  http.post('*/broadcasting/auth', async ({ request }) => {
    const body = await readBody(request);
    const { state, session, user } = requestContext();
    if (!user) return signedOut();
    const socketId = stringOf(body.socket_id);
    const channel = stringOf(body.channel_name);
    if (!/^[0-9]+\.[0-9]+$/.test(socketId) || channel !== `private-notification-send-${user.id}`) {
      return status(403, { error: translate(state, session, 'Permission Declined') });
    }
    return ok({ auth: await channelAuth(socketId, channel) });
  }),

  // ─── Wallet ─────────────────────────────────────────────────────────────────────────────────────────────────
  http.get('*/user/wallet-data', () => {
    const { state, user } = requestContext();
    if (!user) return signedOut();
    return ok({
      indian_currency: currencyRow(state, 'INR'),
      offline_methods: offlineMethods(state),
      jazz_data: [],
      jazz_url: null,
      xof: currencyRow(state, 'XOF'),
    });
  }),

  http.get('*/user/wallet-history', ({ request }) => {
    const { state, user } = requestContext();
    if (!user) return signedOut();
    return ok({
      recharges: walletPage(state, user.id, readQuery(request).get('page'), request.url),
      balance: approvedRecharges(state, user.id),
    });
  }),

  // Recharges and conversions honour an Idempotency-Key (one intent, one effect): a retry with the key of one that
  // was applied gets its answer again and credits nothing more.
  http.post('*/user/recharge-wallet', async ({ request }) => {
    const body = await readBody(request);
    if (!requestContext().user) return signedOut();
    const amount = numberOf(body.amount);
    const paymentType = stringOf(body.payment_type);
    const methodId = intOf(body.id);
    const reference = postedVendorReference(body.transaction_id, body.token);
    const at = now();
    const result = once('rechargeWallet', idempotencyKeyOf(request), at, (state, session) => {
      const recharged = rechargeWalletAction(
        state,
        session,
        {
          amount: amount ?? Number.NaN,
          payment_type: paymentType,
          offline_method_id: methodId,
          vendor_reference: reference,
        },
        at,
      );
      if (!recharged.ok) return { ok: false, failure: recharged.error };
      const entry = recharged.value;
      return {
        ok: true,
        body: {
          success: translate(
            state,
            session,
            entry.status === 'pending'
              ? 'Your recharge request is pending approval'
              : 'Wallet recharged successfully',
          ),
          wallet: walletEntryView(entry),
          recharges: walletPage(state, entry.user_id, '1', new URL('/user/wallet-history', request.url).href),
          balance: approvedRecharges(state, entry.user_id),
        },
      };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    return ok(result.body);
  }),

  http.post('*/user/complete-recharge', async ({ request }) => {
    const body = await readBody(request);
    if (!requestContext().user) return signedOut();
    const amount = numberOf(body.amount);
    const paymentType = stringOf(body.payment_type);
    const reference = postedVendorReference(body.transaction_id, body.token);
    const at = now();
    const result = once('completeRecharge', idempotencyKeyOf(request), at, (state, session) => {
      // Only gateway completions arrive here; offline recharges go through recharge-wallet with their proof.
      if (paymentType === 'offline_method')
        return { ok: false, failure: { key: 'Invalid payment method', params: {} } };
      const recharged = rechargeWalletAction(
        state,
        session,
        { amount: amount ?? Number.NaN, payment_type: paymentType, vendor_reference: reference },
        at,
      );
      if (!recharged.ok) return { ok: false, failure: recharged.error };
      const user = sessionUserOf(state, session.user_id)!;
      return {
        ok: true,
        body: { success: translate(state, session, 'Wallet recharged successfully'), balance: user.balance },
      };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    return ok(result.body);
  }),

  // ─── Rewards ────────────────────────────────────────────────────────────────────────────────────────────────
  http.get('*/user/reward-history', ({ request }) => {
    const { state, user } = requestContext();
    if (!user) return signedOut();
    const account = state.catalogue.addOns.includes('reward')
      ? state.rewards.find((r) => r.user_id === user.id)
      : undefined;
    if (!account) return ok({ reward: null, reward_details: '' });
    const details = state.rewardDetails
      .filter((d) => d.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return ok({
      reward: rewardView(account),
      reward_details: laravelPage(
        details,
        { page: readQuery(request).get('page'), perPage: 10, path: request.url },
        (d) => rewardDetailView(state, d),
      ),
    });
  }),

  http.post('*/user/convert-reward', async ({ request }) => {
    const body = await readBody(request);
    if (!requestContext().user) return signedOut();
    const points = intOf(body.reward);
    const at = now();
    const result = once('convertReward', idempotencyKeyOf(request), at, (state, session) => {
      if (!state.catalogue.addOns.includes('reward'))
        return { ok: false, failure: { key: 'Reward system is not active', params: {} } };
      const rate = Number(state.catalogue.settings.reward_convert_rate);
      if (points !== null && points > 0 && rewardAmountMismatch(points, body.amount, rate))
        return { ok: false, failure: { key: WRONG_REWARD_AMOUNT, params: {} } };
      const converted = convertRewardAction(state, session, points ?? 0, at);
      if (!converted.ok) return { ok: false, failure: converted.error };
      const user = sessionUserOf(state, session.user_id)!;
      return {
        ok: true,
        body: {
          user: toUser(state, user),
          reward: rewardView(converted.value.reward),
          success: translate(state, session, 'Reward converted successfully'),
        },
      };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    return ok(result.body);
  }),
];
