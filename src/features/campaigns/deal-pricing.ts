// Deals change price at their boundaries: a campaign or deal that ends stops discounting at once (the shopper
// must not see a price they can no longer get), and the list is asked again at each start or end so the server's
// prices take over. Times are on the server's clock (lib/server-clock).
import type { CampaignProductCard, ProductCard } from '@/api-generated/model';
import { parseServerTime } from '@/lib/server-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

const flag = (value: boolean | number | null | undefined): boolean => value === true || value === 1;
const bit = (value: boolean | number | null | undefined): 0 | 1 => (flag(value) ? 1 : 0);

/** True once the product's deal window has closed at `serverNow`. */
export function dealEnded(product: { end_date?: string | null }, serverNow: number): boolean {
  const end = parseServerTime(product.end_date);
  return end !== null && end <= serverNow;
}

/** The card the product lists draw: the backend's campaign card in the common card shape, priced for `serverNow`. */
export function dealCard(product: CampaignProductCard, serverNow: number): ProductCard {
  const ended = dealEnded(product, serverNow);
  return {
    id: product.id,
    slug: product.slug,
    product_name: product.product_name,
    price: product.price,
    special_discount_type: ended ? '' : (product.special_discount_type ?? ''),
    special_discount_check: ended ? 0 : product.special_discount_check,
    discount_percentage: ended ? 0 : product.discount_percentage,
    image_190x230: product.image_190x230,
    rating: product.rating ?? 0,
    reviews_count: product.reviews_count ?? 0,
    current_stock: product.current_stock,
    minimum_order_quantity: product.minimum_order_quantity,
    reward: product.reward ?? 0,
    has_variant: bit(product.has_variant),
    todays_deal: bit(product.todays_deal),
    user_wishlist: false,
    is_catalog: flag(product.is_catalog),
    is_classified: flag(product.is_classified),
  };
}

/** The first of `times` still ahead of `serverNow` (when prices next change), if any. */
export function nextBoundary(times: readonly (number | null)[], serverNow: number): number | undefined {
  let next: number | undefined;
  for (const time of times)
    if (time !== null && time > serverNow && (next === undefined || time < next)) next = time;
  return next;
}

/** Today's deals run until the end of the server's day (midnight UTC). */
export const endOfServerDay = (serverNow: number): number => (Math.floor(serverNow / DAY_MS) + 1) * DAY_MS;
