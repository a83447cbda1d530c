/**
 * What the backend trusts from the client and the contract marks `x-server-must-verify`: the demo shop checks each
 * value like a safe server would, so a storefront that sends the wrong thing fails here, not silently on a real
 * installation. A value that disagrees is refused with 200 `{ error }` (the backend's failure envelope).
 */
import { roundHalfAway } from '../../domain/money';
import type { User } from '../../domain/types';
import { idOf } from '../catalogue/context';

export const NOT_YOUR_ACCOUNT = 'Permission Declined';
export const WRONG_REWARD_AMOUNT = 'The amount does not match the reward conversion rate';
export const WRONG_PASSWORD_STATE = 'Invalid password state';

/** A posted user id (`update-profile` `id`, `coupon-delete` `user_id`) must be the session user's own. */
export function ownIdMismatch(posted: unknown, user: Pick<User, 'id'>): boolean {
  if (posted === undefined || posted === null || posted === '') return false;
  return idOf(posted) !== user.id;
}

/** `change-password` `is_password_set` must be the session user's own flag. */
export function passwordStateMismatch(posted: unknown, user: Pick<User, 'is_password_set'>): boolean {
  if (posted === undefined || posted === null || posted === '') return false;
  const flag = posted === true || posted === 1 || posted === '1' ? 1 : 0;
  return flag !== Number(user.is_password_set);
}

/**
 * `convert-reward` `amount` must be the backend's published rule: points ÷ `reward_convert_rate`, in the default
 * currency, to the cent. Missing or different → refused (the backend would credit whatever was posted).
 */
export function rewardAmountMismatch(points: number, postedAmount: unknown, rate: number): boolean {
  const amount = typeof postedAmount === 'string' ? Number(postedAmount) : postedAmount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !(rate > 0)) return true;
  return Math.round(amount * 100) !== roundHalfAway((points * 100) / rate);
}
