// A watched product's price against the price it has now: what the shopper pays, and whether the difference is a drop
// worth telling (the card's mark, the lists' notes and the watches' notices all measure it so).
import type { Watch } from './watch-store';

/** What the shopper pays per unit: the discounted price (the backend's misnamed `discount_percentage`) if lower. */
export const payablePrice = (item: { price: number; discount_percentage?: number | null }): number =>
  item.discount_percentage && item.discount_percentage > 0 && item.discount_percentage < item.price
    ? item.discount_percentage
    : item.price;

/** A drop worth telling: at least a cent (prices arrive with float noise). */
export const dropOf = (watch: Pick<Watch, 'price'>, livePrice: number | null | undefined): number | null =>
  typeof livePrice === 'number' && watch.price - livePrice >= 0.005
    ? Math.round((watch.price - livePrice) * 100) / 100
    : null;
