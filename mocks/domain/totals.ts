/**
 * Totals per seller group and overall (backend-api §5.5), in minor units:
 *   sub_total      = Σ price × qty
 *   discount       = Σ unit discount × qty
 *   coupon_discount= Σ the group's coupon allocation
 *   tax            = Σ unit tax × qty + order-based group tax
 *   shipping_cost  = Σ line shipping + group shipping (flat / area / invoice tier); 0 with a pickup hub
 *   after_tax & order_base: total_amount = sub_total − discount − coupon; total_payable = total_amount + tax + shipping
 *   otherwise:              total_amount = sub_total + tax − discount − coupon; total_payable = total_amount + shipping
 * Both ways, total_payable = sub_total − discount − coupon + tax + shipping. Overall = Σ groups, exactly.
 */
import type { LineAllocation } from './coupons';
import { sum, toMajor, toMinor, type Minor } from './money';
import { groupShippingMinor, type Delivery } from './shipping';
import { groupOrderTaxMinor } from './tax';
import type { CartLine, CommerceSettings, Id } from './types';

export type TotalsSettings = Pick<
  CommerceSettings,
  | 'shipping_fee_type'
  | 'shipping_fee_flat_rate'
  | 'shipping_fee_default_rate'
  | 'invoice_based_shipping_fee'
  | 'vat_and_tax_type'
  | 'tax_type'
  | 'order_wise_tax_percentage'
>;

export interface MoneyTotals {
  sub_total: Minor;
  discount: Minor;
  coupon_discount: Minor;
  tax: Minor;
  shipping_cost: Minor;
  total_amount: Minor;
  total_payable: Minor;
}

export interface LineTotals {
  line_id: Id;
  sub_total: Minor;
  discount: Minor;
  coupon_discount: Minor;
  tax: Minor;
  shipping_cost: Minor;
  /** sub_total − discount − coupon + tax + shipping of this line. */
  total: Minor;
}

export interface GroupTotals extends MoneyTotals {
  seller_id: Id;
  /** Group-level parts (not on any line): order-based tax and flat/area/invoice shipping. */
  group_tax: Minor;
  group_shipping: Minor;
  lines: LineTotals[];
}

export interface CartTotals {
  groups: GroupTotals[];
  overall: MoneyTotals;
}

export interface TotalsInput {
  lines: readonly CartLine[];
  /** Coupon discount per line (coupons.allocateCoupons().perLine); missing = 0. */
  coupons?: LineAllocation;
  settings: TotalsSettings;
  delivery: Delivery;
}

export function lineTotals(line: CartLine, coupon: Minor, pickup: boolean): LineTotals {
  const subTotal = toMinor(line.price) * line.quantity;
  const discount = Math.min(toMinor(line.discount) * line.quantity, subTotal);
  const couponDiscount = Math.min(Math.max(coupon, 0), subTotal - discount);
  const tax = Math.max(0, toMinor(line.tax) * line.quantity);
  const shipping = pickup ? 0 : Math.max(0, toMinor(line.shipping_cost));
  return {
    line_id: line.id,
    sub_total: subTotal,
    discount,
    coupon_discount: couponDiscount,
    tax,
    shipping_cost: shipping,
    total: subTotal - discount - couponDiscount + tax + shipping,
  };
}

function finish(
  parts: Omit<MoneyTotals, 'total_amount' | 'total_payable'>,
  settings: TotalsSettings,
): MoneyTotals {
  const afterTaxOrderBased = settings.vat_and_tax_type === 'order_base' && settings.tax_type === 'after_tax';
  const totalAmount = afterTaxOrderBased
    ? parts.sub_total - parts.discount - parts.coupon_discount
    : parts.sub_total + parts.tax - parts.discount - parts.coupon_discount;
  const totalPayable = afterTaxOrderBased
    ? totalAmount + parts.tax + parts.shipping_cost
    : totalAmount + parts.shipping_cost;
  return { ...parts, total_amount: totalAmount, total_payable: totalPayable };
}

export function groupTotals(
  sellerId: Id,
  lines: readonly CartLine[],
  input: Omit<TotalsInput, 'lines'>,
): GroupTotals {
  const { settings, delivery } = input;
  const perLine = lines.map((l) => lineTotals(l, input.coupons?.get(l.id) ?? 0, delivery.pickup));
  const subTotal = sum(perLine.map((l) => l.sub_total));
  const discount = sum(perLine.map((l) => l.discount));
  const coupon = sum(perLine.map((l) => l.coupon_discount));
  const groupShipping = groupShippingMinor(
    { subTotal, needsDelivery: lines.some((l) => l.is_digital_product !== 1) },
    settings,
    delivery,
  );
  const shipping = sum(perLine.map((l) => l.shipping_cost)) + groupShipping;
  const groupTax = groupOrderTaxMinor({ subTotal, discount, coupon, shipping }, settings);
  const tax = sum(perLine.map((l) => l.tax)) + groupTax;
  return {
    seller_id: sellerId,
    ...finish(
      { sub_total: subTotal, discount, coupon_discount: coupon, tax, shipping_cost: shipping },
      settings,
    ),
    group_tax: groupTax,
    group_shipping: groupShipping,
    lines: perLine,
  };
}

/** Lines grouped by seller, groups in ascending seller id (stable, like the backend's keyed object). */
export function groupBySeller(lines: readonly CartLine[]): Map<Id, CartLine[]> {
  const groups = new Map<Id, CartLine[]>();
  for (const line of [...lines].sort((a, b) => a.seller_id - b.seller_id)) {
    groups.set(line.seller_id, [...(groups.get(line.seller_id) ?? []), line]);
  }
  return groups;
}

export function computeTotals(input: TotalsInput): CartTotals {
  const groups = [...groupBySeller(input.lines)].map(([sellerId, lines]) =>
    groupTotals(sellerId, lines, input),
  );
  const add = (key: keyof MoneyTotals) => sum(groups.map((g) => g[key]));
  return {
    groups,
    overall: {
      sub_total: add('sub_total'),
      discount: add('discount'),
      coupon_discount: add('coupon_discount'),
      tax: add('tax'),
      shipping_cost: add('shipping_cost'),
      total_amount: add('total_amount'),
      total_payable: add('total_payable'),
    },
  };
}

/** Minor-unit totals to the backend's major-unit numbers. */
export function toMajorTotals(totals: MoneyTotals): MoneyTotals {
  return {
    sub_total: toMajor(totals.sub_total),
    discount: toMajor(totals.discount),
    coupon_discount: toMajor(totals.coupon_discount),
    tax: toMajor(totals.tax),
    shipping_cost: toMajor(totals.shipping_cost),
    total_amount: toMajor(totals.total_amount),
    total_payable: toMajor(totals.total_payable),
  };
}
