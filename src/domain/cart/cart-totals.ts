// Cart arithmetic as the cart page shows it (backend-api §5.5): amounts are in the default currency and are only
// converted when formatted. Pure functions, property-tested in cart-totals.test.ts.
import type {
  CartLineOutput,
  CartStateOutput,
  CheckoutGroupOutput,
  SettingsOutput,
} from '@/api-generated/model';

type Line = Pick<CartLineOutput, 'price' | 'discount' | 'quantity' | 'tax' | 'shipping_cost'>;
type Group = Pick<CheckoutGroupOutput, 'seller_id' | 'shipping_cost' | 'tax'>;
type Coupon = Pick<CartStateOutput['coupons'][number], 'discount' | 'status'>;

export interface CartSummary {
  subtotal: number;
  discount: number;
  couponDiscount: number;
  tax: number;
  /** `null` when shipping is only known at checkout (area-based shipping): the row is hidden. */
  shipping: number | null;
  total: number;
}

// Float noise (0.1 + 0.2) must not reach the rounding in formatPrice; amounts carry at most a few decimals.
const tidy = (amount: number): number => Math.round(amount * 1e6) / 1e6;
const amount = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);
const sum = (values: readonly number[]): number => tidy(values.reduce((total, value) => total + value, 0));

/** The number on the header's cart badge: every line's quantity added up. */
export const cartItemCount = (lines: readonly Pick<CartLineOutput, 'quantity'>[]): number =>
  lines.reduce((count, line) => count + Math.max(0, line.quantity), 0);

/** Unit price after the line's special discount (never below zero). */
export const unitPrice = (line: Pick<Line, 'price' | 'discount'>): number =>
  tidy(Math.max(0, amount(line.price) - amount(line.discount)));

/** What the line costs before tax, shipping and coupons. */
export const lineTotal = (line: Pick<Line, 'price' | 'discount' | 'quantity'>): number =>
  tidy(unitPrice(line) * Math.max(0, line.quantity));

/** The backend sends the groups as an object keyed by seller id, or `[]` when empty. */
export const checkoutGroupsOf = (checkouts: CartStateOutput['checkouts']): CheckoutGroupOutput[] =>
  Object.values(checkouts);

export interface SellerGroup<L extends Pick<CartLineOutput, 'seller_id'> = CartLineOutput> {
  sellerId: number;
  /** Shop name and logo; missing until the cart page has loaded the groups. */
  shop: CheckoutGroupOutput | undefined;
  lines: L[];
}

/** Lines grouped by seller in the order the sellers first appear in the cart. */
export function groupBySeller<L extends Pick<CartLineOutput, 'seller_id'> = CartLineOutput>(state: {
  carts: readonly L[];
  checkouts: CartStateOutput['checkouts'];
}): SellerGroup<L>[] {
  const shops = new Map(checkoutGroupsOf(state.checkouts).map((group) => [group.seller_id, group]));
  const groups = new Map<number, SellerGroup<L>>();
  for (const line of state.carts) {
    const group = groups.get(line.seller_id) ?? {
      sellerId: line.seller_id,
      shop: shops.get(line.seller_id),
      lines: [],
    };
    group.lines.push(line);
    groups.set(line.seller_id, group);
  }
  return [...groups.values()];
}

export interface SummaryInput {
  carts: readonly Line[];
  groups: readonly Group[];
  coupons: readonly Coupon[];
}

/**
 * Subtotal, discounts, tax, shipping and total = subtotal + tax + shipping − discount − coupon (never below 0).
 * Shipping follows the shop's fee type: product-based fees sit on the lines, flat-rate and invoice-based fees on
 * the seller groups (the server leaves the other kind at 0, so both are added up); area-based shipping depends on
 * the delivery city and is left out until checkout.
 */
export function summarizeCart(
  input: SummaryInput,
  settings: Pick<SettingsOutput, 'shipping_fee_type'>,
): CartSummary {
  const subtotal = sum(input.carts.map((line) => amount(line.price) * Math.max(0, line.quantity)));
  const discount = sum(
    input.carts.map(
      (line) => Math.min(amount(line.discount), amount(line.price)) * Math.max(0, line.quantity),
    ),
  );
  const couponDiscount = sum(input.coupons.filter((c) => c.status !== 0).map((c) => amount(c.discount)));
  const tax = sum([
    ...input.carts.map((line) => amount(line.tax) * Math.max(0, line.quantity)),
    ...input.groups.map((group) => amount(group.tax)),
  ]);
  const shipping =
    settings.shipping_fee_type === 'area_base'
      ? null
      : sum([
          ...input.carts.map((line) => amount(line.shipping_cost)),
          ...input.groups.map((g) => amount(g.shipping_cost)),
        ]);
  const total = tidy(Math.max(0, subtotal + tax + (shipping ?? 0) - discount - couponDiscount));
  return { subtotal, discount, couponDiscount, tax, shipping, total };
}

/** The summary of a cart state: only the groups of sellers that still have lines count. */
export function cartSummaryOf(
  state: {
    carts: readonly (Line & Pick<CartLineOutput, 'seller_id'>)[];
    checkouts: CartStateOutput['checkouts'];
    coupons: readonly Coupon[];
  },
  settings: Pick<SettingsOutput, 'shipping_fee_type'>,
): CartSummary {
  const sellers = new Set(state.carts.map((line) => line.seller_id));
  const groups = checkoutGroupsOf(state.checkouts).filter((group) => sellers.has(group.seller_id));
  return summarizeCart({ carts: state.carts, groups, coupons: state.coupons }, settings);
}

export interface SellerGroupTotals extends CartSummary {
  /** The coupon code applied to this seller's lines, when there is one. */
  couponCode: string | null;
}

/** One seller's share: its lines, its group shipping and tax, and the coupon the server applied to it. */
export function sellerGroupTotals(
  group: SellerGroup,
  settings: Pick<SettingsOutput, 'shipping_fee_type'>,
): SellerGroupTotals {
  const applied = group.shop?.is_applied === 1 && amount(group.shop.discount) > 0;
  const coupons = applied && group.shop ? [{ discount: group.shop.discount, status: 1 as const }] : [];
  const summary = summarizeCart(
    { carts: group.lines, groups: group.shop ? [group.shop] : [], coupons },
    settings,
  );
  return { ...summary, couponCode: applied ? group.shop?.code || null : null };
}
