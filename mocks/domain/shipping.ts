/**
 * Shipping (backend-api §5.5), by `shipping_fee_type`:
 * - flat_rate: `shipping_fee_flat_rate` once per seller group.
 * - product_base: per line, the product's `shipping_fee` when its shipping type is flat_rate (× quantity when
 *   `shipping_fee_depend_on_quantity`); kept on the cart line.
 * - area_base: the destination city's `cost`, once per seller group (0 until a city is known).
 * - invoice_base: per seller group, the fee of the tier containing the group subtotal, else the default rate.
 * - A pickup hub makes every shipping fee 0.
 * Deliberate difference: a group made only of digital products needs no delivery and pays no group shipping.
 */
import { toMinor, type Minor } from './money';
import type { CommerceSettings, InvoiceShippingTier, Product } from './types';

type ShippingSettings = Pick<
  CommerceSettings,
  'shipping_fee_type' | 'shipping_fee_flat_rate' | 'shipping_fee_default_rate' | 'invoice_based_shipping_fee'
>;

export interface Delivery {
  /** A pickup hub was chosen: no shipping at all. */
  pickup: boolean;
  /** Cost of the destination city (area_base), or null when no address is chosen yet. */
  cityCost: number | null;
}

export const NO_DELIVERY_CHOSEN: Delivery = { pickup: false, cityCost: null };

export function lineShippingMinor(
  product: Pick<Product, 'shipping_type' | 'shipping_fee' | 'shipping_fee_depend_on_quantity' | 'is_digital'>,
  quantity: number,
  settings: Pick<CommerceSettings, 'shipping_fee_type'>,
): Minor {
  if (settings.shipping_fee_type !== 'product_base' || product.is_digital) return 0;
  if (product.shipping_type !== 'flat_rate' || !(product.shipping_fee > 0)) return 0;
  const fee = toMinor(product.shipping_fee);
  return product.shipping_fee_depend_on_quantity ? fee * quantity : fee;
}

export function invoiceTierFeeMinor(
  subTotal: Minor,
  tiers: readonly InvoiceShippingTier[],
  defaultRate: number,
): Minor {
  const tier = tiers.find((t) => subTotal >= toMinor(t.min_amount) && subTotal <= toMinor(t.max_amount));
  return Math.max(0, toMinor(tier ? tier.fee : defaultRate));
}

export interface GroupShippingInput {
  /** Σ price × quantity of the group. */
  subTotal: Minor;
  /** The group has at least one physical (non-digital) line. */
  needsDelivery: boolean;
}

export function groupShippingMinor(
  group: GroupShippingInput,
  settings: ShippingSettings,
  delivery: Delivery,
): Minor {
  if (delivery.pickup || !group.needsDelivery) return 0;
  switch (settings.shipping_fee_type) {
    case 'flat_rate':
      return Math.max(0, toMinor(settings.shipping_fee_flat_rate));
    case 'area_base':
      return delivery.cityCost === null ? 0 : Math.max(0, toMinor(delivery.cityCost));
    case 'invoice_base':
      return invoiceTierFeeMinor(
        group.subTotal,
        settings.invoice_based_shipping_fee,
        settings.shipping_fee_default_rate,
      );
    case 'product_base':
      return 0;
  }
}

/** `user/find/shipping_cost`: the city cost × the number of seller groups that need delivery. */
export function areaShippingQuoteMinor(cityCost: number, groupsNeedingDelivery: number): Minor {
  return Math.max(0, toMinor(cityCost)) * Math.max(0, groupsNeedingDelivery);
}
