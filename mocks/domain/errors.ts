/**
 * Rule failures as values. Each carries a stable `code`, the backend's English message template as `key` (also the
 * language-keyword key, so handlers can translate it), its `params`, and the rendered English `message`.
 */

export const ERROR_TEMPLATES = {
  invalid_quantity: 'Invalid quantity',
  product_unavailable: 'Product not found',
  not_purchasable: 'This product can not be purchased online',
  variant_required: 'Please select a variant',
  min_order_quantity: 'Please order minimum of :quantity products',
  out_of_stock: 'Product is out of stock',
  product_out_of_stock: ':product is out of Stock',
  cart_line_not_found: 'Cart item not found',
  cart_empty: 'Your cart is empty',
  coupon_disabled: 'Coupon system is not active',
  coupon_login: 'Please login to apply a coupon',
  coupon_invalid: 'Invalid Coupon',
  coupon_expired: 'Coupon is Expired',
  coupon_already_applied: 'This Coupon is Already Applied',
  coupon_seller_used: 'This Seller Coupon is Already Used',
  coupon_minimum: "You've to Purchase Minimum of :amount",
  address_required: 'Please select a shipping address',
  pickup_hub_required: 'Please select a pickup hub',
  order_not_found: 'Order not found',
  permission_declined: 'Permission Declined',
  order_cancel_denied: 'You can not cancel the order anymore',
  order_already_paid: 'This order is already paid',
  payment_type_invalid: 'Invalid payment method',
  gateway_payment_mismatch: 'The payment does not match the order',
  gateway_payment_unverified: 'The gateway has no record of this payment',
  payment_login_required: 'Please login to use this payment method',
  pay_later_disabled: 'Pay later is not available',
  cod_unavailable: 'Cash on delivery is not available for some products in your cart',
  offline_method_required: 'Please select an offline payment method',
  wallet_disabled: 'Wallet system is not active',
  wallet_insufficient: "You don't have enough balance in your wallet",
  amount_invalid: 'Please enter a valid amount',
  reward_invalid: 'Please enter valid reward points',
  reward_not_enough: 'not enough reward point',
  login_user_not_found: 'User not found',
  login_invalid: 'Invalid credentials',
  login_banned: 'Your account is banned',
  login_inactive: 'Your account is not activated yet',
  login_required: 'Please login first',
} as const;

export type ErrorCode = keyof typeof ERROR_TEMPLATES;
export type ErrorParams = Record<string, string | number>;

export interface DomainError {
  code: ErrorCode;
  /** English template and language-keyword key, with `:name` placeholders. */
  key: string;
  params: ErrorParams;
  /** English message with the params filled in. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

/** Fill `:name` placeholders (longest names first, so `:amount` never eats `:amount_max`). */
export function fillTemplate(template: string, params: ErrorParams): string {
  return Object.keys(params)
    .sort((a, b) => b.length - a.length)
    .reduce((text, name) => text.split(`:${name}`).join(String(params[name])), template);
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, params: ErrorParams = {}): Result<T> {
  const key = ERROR_TEMPLATES[code];
  return { ok: false, error: { code, key, params, message: fillTemplate(key, params) } };
}

/** Unwrap a result in tests and seeding code, where a failure is a bug. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
