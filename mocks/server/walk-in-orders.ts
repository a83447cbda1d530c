/**
 * Walk-in orders in the faithful flavour (backend-api §1.2, §2.13). The real backend keeps every guest's order under
 * its one walk-in user, in one database: `GET user/invoice/{code}` of a walk-in order answers any guest, whichever
 * session placed it, and no two orders share a code. The demo server keeps one store per session cookie, so this
 * module lets a guest's lookup reach the walk-in orders of every live store, and gives each store its own range of
 * order codes (fresh stores would otherwise all count from the seeded shop's next code).
 */
import { WALK_IN_USER_ID } from '../data/users';
import { orderView } from '../handlers/commerce/views';
import type { DemoShop } from '../state/store';

/** Codes each store may use before its range would run into the next store's. */
const CODE_RANGE = 10_000;
let nextRange = 1;
const ranges = new WeakMap<DemoShop, number>();

/** Before a store makes orders: its counter starts in a range of codes no other store of this process uses. */
export function ownOrderCodeRange(shop: DemoShop): void {
  let start = ranges.get(shop);
  if (start === undefined) {
    start = nextRange * CODE_RANGE;
    nextRange += 1;
    ranges.set(shop, start);
  }
  const first = start;
  shop.update((state) => {
    state.counters.order_code = Math.max(state.counters.order_code, first);
  });
}

/** `GET user/invoice/{code}`'s answer for a walk-in order of any store, or null. */
export function sharedWalkInOrder(
  code: string,
  shops: Iterable<DemoShop>,
): { order: ReturnType<typeof orderView> } | null {
  for (const shop of shops) {
    const order = shop.state.orders.find((o) => o.code === code && o.user_id === WALK_IN_USER_ID);
    if (order) return { order: orderView(shop.state, order) };
  }
  return null;
}
