/**
 * Coupons, per backend-api §5.4:
 * - Only with `coupon_system` on and a signed-in shopper.
 * - Lookup: an active coupon whose code equals the input exactly (case-sensitive, no trimming) → else "Invalid Coupon".
 * - Window: start_date ≤ now < end_date → else "Coupon is Expired" (also for a coupon that has not started).
 * - Seller coupons (owner user id > 1): the seller must be enabled, not banned and verified; they apply only to
 *   that seller's lines. Site coupons (owner 1) apply to the whole cart.
 * - One coupon per owner per transaction ("This Seller Coupon is Already Used"); the same coupon twice is refused.
 * - product_base with a product list: matching lines only (none → "Invalid Coupon"); per line, flat → the amount
 *   once per line, percentage → % of price × qty; no minimum/maximum checks.
 * - Any other coupon: scope subtotal (Σ price × qty) must reach `minimum_shopping` ("You've to Purchase Minimum of
 *   <price>"); discount = flat amount or % of the subtotal, capped at `maximum_discount`.
 *   DELIBERATE FIX: the backend caps with a plain min(), so an empty maximum gives a zero discount; here an empty
 *   (null or 0) maximum means NO cap.
 * - Safety nets the backend lacks: a coupon never takes a line below zero (the discount is capped at what is left
 *   of each line after special discounts and earlier coupons), so totals can never go negative.
 *
 * Live totals re-evaluate applied coupons against the current cart (`allocateCoupons`): a coupon whose cart no
 * longer qualifies (e.g. below its minimum after a quantity change) gives 0 until the cart qualifies again.
 */
import { fail, ok, type Result } from './errors';
import { distribute, percentOf, sum, toMajor, toMinor, type Minor } from './money';
import { ADMIN_USER_ID, type AppliedCoupon, type CartLine, type Coupon, type Id, type Shop } from './types';

export type CouponShop = Pick<Shop, 'user_id' | 'status' | 'verified_at' | 'is_user_banned'>;

/** Per-line coupon discount (minor units), keyed by cart line id. */
export type LineAllocation = Map<Id, Minor>;

function lineGross(line: CartLine): Minor {
  return toMinor(line.price) * line.quantity;
}

function lineNet(line: CartLine): Minor {
  return Math.max(0, lineGross(line) - toMinor(line.discount) * line.quantity);
}

export function isProductBased(coupon: Coupon): boolean {
  return coupon.type === 'product_base' && coupon.product_ids.length > 0;
}

export function couponScope(coupon: Pick<Coupon, 'user_id'>, lines: readonly CartLine[]): CartLine[] {
  return coupon.user_id === ADMIN_USER_ID ? [...lines] : lines.filter((l) => l.seller_id === coupon.user_id);
}

export function isWithinWindow(coupon: Pick<Coupon, 'start_date' | 'end_date'>, at: number): boolean {
  return Date.parse(coupon.start_date) <= at && at < Date.parse(coupon.end_date);
}

/**
 * Discount of one coupon against the lines, given what is left of each line (`remaining`, minor units).
 * Returns the per-line allocation, or the rule failure.
 */
export function evaluateCoupon(
  coupon: Coupon,
  lines: readonly CartLine[],
  remaining: ReadonlyMap<Id, Minor>,
  formatPrice: (major: number) => string = (major) => major.toFixed(2),
): Result<LineAllocation> {
  const scope = couponScope(coupon, lines);
  if (scope.length === 0) return fail('coupon_invalid');
  const left = (line: CartLine) => Math.max(0, remaining.get(line.id) ?? lineNet(line));
  const allocation: LineAllocation = new Map();

  if (isProductBased(coupon)) {
    const matching = scope.filter((l) => coupon.product_ids.includes(l.product_id));
    if (matching.length === 0) return fail('coupon_invalid');
    for (const line of matching) {
      const raw =
        coupon.discount_type === 'flat'
          ? toMinor(coupon.discount)
          : percentOf(lineGross(line), Math.min(coupon.discount, 100));
      allocation.set(line.id, Math.min(Math.max(raw, 0), left(line)));
    }
    return ok(allocation);
  }

  const subTotal = sum(scope.map(lineGross));
  const minimum = coupon.minimum_shopping ?? 0;
  if (minimum > 0 && subTotal < toMinor(minimum))
    return fail('coupon_minimum', { amount: formatPrice(minimum) });
  let amount =
    coupon.discount_type === 'flat'
      ? toMinor(coupon.discount)
      : percentOf(subTotal, Math.min(coupon.discount, 100));
  if (coupon.maximum_discount !== null && coupon.maximum_discount > 0) {
    amount = Math.min(amount, toMinor(coupon.maximum_discount));
  }
  const weights = scope.map(left);
  amount = Math.min(Math.max(amount, 0), sum(weights));
  distribute(amount, weights).forEach((part, i) => allocation.set(scope[i]!.id, part));
  return ok(allocation);
}

export interface CouponAllocation {
  /** Coupon discount per cart line. */
  perLine: LineAllocation;
  /** Discount per applied coupon (by AppliedCoupon.id). */
  perApplied: Map<Id, Minor>;
  /** Coupon codes touching each line (for order lines' `coupon_discount.code`). */
  codesPerLine: Map<Id, string[]>;
  /** Applied coupons that currently give nothing because the cart no longer qualifies. */
  inactive: Id[];
}

/** Re-evaluate the applied coupons of a cart, in the order they were applied. */
export function allocateCoupons(
  applied: readonly AppliedCoupon[],
  coupons: readonly Coupon[],
  lines: readonly CartLine[],
): CouponAllocation {
  const remaining = new Map(lines.map((l) => [l.id, lineNet(l)]));
  const result: CouponAllocation = {
    perLine: new Map(),
    perApplied: new Map(),
    codesPerLine: new Map(),
    inactive: [],
  };
  for (const record of applied) {
    if (record.status !== 1) continue;
    const coupon = coupons.find((c) => c.id === record.coupon_id);
    const evaluated = coupon ? evaluateCoupon(coupon, lines, remaining) : null;
    if (!evaluated || !evaluated.ok) {
      result.perApplied.set(record.id, 0);
      result.inactive.push(record.id);
      continue;
    }
    let total = 0;
    for (const [lineId, part] of evaluated.value) {
      if (part <= 0) continue;
      remaining.set(lineId, (remaining.get(lineId) ?? 0) - part);
      result.perLine.set(lineId, (result.perLine.get(lineId) ?? 0) + part);
      result.codesPerLine.set(lineId, [...(result.codesPerLine.get(lineId) ?? []), record.code]);
      total += part;
    }
    result.perApplied.set(record.id, total);
  }
  return result;
}

export interface ApplyCouponInput {
  code: string;
  trx_id: string;
  user_id: Id | null;
  lines: readonly CartLine[];
  applied: readonly AppliedCoupon[];
  coupons: readonly Coupon[];
  shops: readonly CouponShop[];
  couponSystem: boolean;
  /** Id of the new applied-coupon record. */
  newId: Id;
  at: number;
  /** Renders the minimum in "You've to Purchase Minimum of <price>" (server-side format_price). */
  formatPrice?: (major: number) => string;
}

export function applyCoupon(input: ApplyCouponInput): Result<AppliedCoupon> {
  if (!input.couponSystem) return fail('coupon_disabled');
  if (input.user_id === null) return fail('coupon_login');
  const coupon = input.coupons.find((c) => c.status === 1 && c.code === input.code);
  if (!coupon) return fail('coupon_invalid');
  if (!isWithinWindow(coupon, input.at)) return fail('coupon_expired');
  if (coupon.user_id !== ADMIN_USER_ID) {
    const shop = input.shops.find((s) => s.user_id === coupon.user_id);
    if (!shop || shop.status !== 1 || shop.is_user_banned === 1 || !shop.verified_at)
      return fail('coupon_invalid');
  }
  const active = input.applied.filter((a) => a.status === 1 && a.trx_id === input.trx_id);
  if (active.some((a) => a.coupon_id === coupon.id)) return fail('coupon_already_applied');
  if (active.some((a) => a.seller_id === coupon.user_id)) return fail('coupon_seller_used');

  // Evaluate after the coupons already applied, so stacking never discounts the same money twice.
  const before = allocateCoupons(active, input.coupons, input.lines);
  const remaining = new Map(input.lines.map((l) => [l.id, lineNet(l) - (before.perLine.get(l.id) ?? 0)]));
  const evaluated = evaluateCoupon(coupon, input.lines, remaining, input.formatPrice);
  if (!evaluated.ok) return evaluated;

  return ok({
    id: input.newId,
    trx_id: input.trx_id,
    user_id: input.user_id,
    coupon_id: coupon.id,
    seller_id: coupon.user_id,
    code: coupon.code,
    title: coupon.title,
    discount_type: coupon.discount_type,
    coupon_discount: coupon.discount,
    discount: toMajor(sum(evaluated.value.values())),
    status: 1,
    created_at: new Date(input.at).toISOString(),
  });
}

/** Coupons a shopper can currently use (gift-voucher page): active and within their window. */
export function currentlyValidCoupons(coupons: readonly Coupon[], at: number): Coupon[] {
  return coupons.filter((c) => c.status === 1 && isWithinWindow(c, at));
}
