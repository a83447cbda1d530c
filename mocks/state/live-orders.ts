/**
 * The demo shop's "live" side (docs/adr/031): what a seller, a courier and the catalogue team would do while the
 * shopper watches. Each event is stored as a notification first (so `/user-notification/all` returns it with the
 * same id and a reconnecting client can catch up); mocks/realtime/live-feed.ts then broadcasts what was stored.
 *
 * - An order placed by a signed-in shopper advances pending → confirmed → picked up → on the way → delivered, one
 *   step every `BASE_STEP_MS / speed` (speed 1 = a minute a step; `?realtime-speed=60` = a second), stored on the
 *   order itself so `/get-invoice` and `/track-order` agree with what the notifications say.
 * - A price drop on a wishlisted product and a new product from a followed shop, once per shopper, a while after
 *   they first listen (`PERSONAL_EVENTS`). They go out on the spec's public channel as `{message, message_type}`.
 *
 * Pure functions over the state; call them inside `shop.update(...)`.
 */
import { activeSpecialDiscount, discountedPrice } from '../domain/pricing';
import type { DeliveryStatus, Id, Notification, Order } from '../domain/types';
import { catalogueIndex, findUser } from './lookups';
import { notifyUser } from './notifications';
import type { DemoShopState, LiveOrder } from './types';

export const BASE_STEP_MS = 60_000;
export const LIVE_STAGES: readonly DeliveryStatus[] = [
  'pending',
  'confirm',
  'picked_up',
  'on_the_way',
  'delivered',
];

const STAGE_TEXT: Record<string, { title: string; details: (code: string) => string }> = {
  confirm: { title: 'Order confirmed', details: (code) => `The seller confirmed order ${code}.` },
  picked_up: { title: 'Order picked up', details: (code) => `Order ${code} was picked up by the courier.` },
  on_the_way: { title: 'Order on the way', details: (code) => `Order ${code} is on the way to you.` },
  delivered: { title: 'Order delivered', details: (code) => `Order ${code} was delivered. Enjoy!` },
};

// ─── Speed ──────────────────────────────────────────────────────────────────────────────────────────────────────
let speed = 1;
export const MAX_SPEED = 3600;

/** How many times faster than real time the demo's schedule runs (1 … 3600). Orders keep the speed they were placed at. */
export function setRealtimeSpeed(value: number): number {
  speed = Number.isFinite(value) ? Math.min(MAX_SPEED, Math.max(1, value)) : 1;
  return speed;
}
/** The speed a store runs at: its own when it has one (each demo server session), else the process's. */
export const realtimeSpeedOf = (state: DemoShopState): number => state.realtimeSpeed ?? speed;

/** `?realtime-speed=60` (or the tab's remembered value): the number, or null when absent/invalid. */
export function parseRealtimeSpeed(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 1 ? Math.min(MAX_SPEED, value) : null;
}

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────────────────────
/** Starts the schedule of a freshly placed order (only signed-in shoppers' orders: guests get no notifications). */
export function trackLiveOrder(
  state: DemoShopState,
  order: Order,
  at: number,
  atSpeed = realtimeSpeedOf(state),
): void {
  if (order.status !== 1 || order.is_cancelled === 1 || order.delivery_status !== 'pending') return;
  state.liveOrders ??= [];
  if (state.liveOrders.some((l) => l.order_id === order.id)) return;
  state.liveOrders.push({
    order_id: order.id,
    user_id: order.user_id,
    placed_at: at,
    step_ms: Math.max(250, Math.round(BASE_STEP_MS / atSpeed)),
    stage: 0,
  });
}

const dueStage = (live: LiveOrder, at: number) =>
  Math.min(LIVE_STAGES.length - 1, Math.max(0, Math.floor((at - live.placed_at) / live.step_ms)));

/** True when some tracked order has a step due (lets the ticker skip a store write when nothing changes). */
export function liveOrdersDue(state: DemoShopState, at: number): boolean {
  return (state.liveOrders ?? []).some((l) => dueStage(l, at) > l.stage);
}

/**
 * Moves each tracked order to the stage due at `at`, one step at a time, storing one notification per step; a
 * cancelled, removed or otherwise moved order leaves the schedule. Returns the notifications created, oldest first.
 */
export function advanceLiveOrders(state: DemoShopState, at: number): Notification[] {
  const created: Notification[] = [];
  const keep: LiveOrder[] = [];
  for (const live of state.liveOrders ?? []) {
    const order = state.orders.find((o) => o.id === live.order_id);
    if (!order || order.is_cancelled === 1 || order.is_deleted === 1) continue;
    if (order.delivery_status !== LIVE_STAGES[live.stage]) continue; // moved by someone else (cancel, a demo control)
    const due = dueStage(live, at);
    while (live.stage < due) {
      live.stage += 1;
      const status = LIVE_STAGES[live.stage]!;
      const stepAt = Math.min(at, live.placed_at + live.stage * live.step_ms);
      const stamp = new Date(stepAt).toISOString();
      order.delivery_status = status;
      order.updated_at = stamp;
      if (status === 'delivered') order.delivered_at = stamp;
      const text = STAGE_TEXT[status]!;
      created.push(
        notifyUser(
          state,
          live.user_id,
          { title: text.title, details: text.details(order.code), url: `/get-invoice/${order.code}` },
          stepAt,
          { channel: 'private', message_type: status === 'delivered' ? 'success' : 'info' },
        ),
      );
    }
    if (live.stage < LIVE_STAGES.length - 1) keep.push(live);
  }
  state.liveOrders = keep;
  return created;
}

// ─── A shopper's personal events ────────────────────────────────────────────────────────────────────────────────
/** After the shopper first listens: a price drop on a wishlisted product, then a new product from a followed shop. */
export const PERSONAL_EVENTS = [
  { kind: 'price_drop', afterMs: 90_000 },
  { kind: 'new_product', afterMs: 150_000 },
] as const;
export type PersonalEventKind = (typeof PERSONAL_EVENTS)[number]['kind'];

const money = (state: DemoShopState, amount: number) => {
  const code =
    state.catalogue.currencies.find((c) => c.id === state.catalogue.settings.default_currency)?.code ?? 'USD';
  return `${amount.toFixed(2)} ${code}`;
};

/**
 * Stores the personal event of this kind for the user, unless it was stored before (the same title and link: a
 * reload or a second tab never repeats it) or there is nothing to tell (no discounted wishlisted product, no
 * followed shop with products). Returns the notification, or null.
 */
export function personalEvent(
  state: DemoShopState,
  userId: Id,
  kind: PersonalEventKind,
  at: number,
): Notification | null {
  if (!findUser(state, userId)) return null;
  const index = catalogueIndex(state.catalogue);
  let message: { title: string; details: string; url: string } | null = null;
  if (kind === 'price_drop') {
    const product = state.wishlists
      .filter((w) => w.user_id === userId)
      .map((w) => index.products.get(w.product_id))
      .find((p) => p !== undefined && activeSpecialDiscount(p, at) !== null);
    if (product) {
      const now = discountedPrice(product, product.price, at);
      message = {
        title: 'Price drop on your wishlist',
        details: `${product.product_name} is now ${money(state, now)} (was ${money(state, product.price)}).`,
        url: `/product/${product.slug}`,
      };
    }
  } else {
    const followed = new Set(
      state.followers.filter((f) => f.user_id === userId).map((f) => f.seller_profile_id),
    );
    const shop = state.catalogue.shops.find((s) => followed.has(s.id));
    const product = shop
      ? state.catalogue.products
          .filter((p) => p.user_id === shop.user_id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]
      : undefined;
    if (shop && product) {
      message = {
        title: `New from ${shop.shop_name}`,
        details: `${shop.shop_name} added ${product.product_name}.`,
        url: `/product/${product.slug}`,
      };
    }
  }
  if (!message) return null;
  const { title, url } = message;
  if (state.notifications.some((n) => n.user_id === userId && n.title === title && n.url === url))
    return null;
  return notifyUser(state, userId, message, at, { channel: 'public', message_type: 'info' });
}
