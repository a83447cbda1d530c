/**
 * The seeded initial state: copies of the seed accounts, a first guest session, and a short order history for the
 * demo customer (built with the same domain rules as live orders). `resetDemoShop()` comes back to exactly this.
 */
import type { Catalogue } from '../data/catalogue';
import { DEMO_CUSTOMER_ID } from '../data/users';
import { addToCart } from '../domain/cart';
import { DAY } from '../domain/clock';
import { unwrap } from '../domain/errors';
import { completeOrders, confirmOrders } from '../domain/orders';
import type { CartLine, DeliveryStatus, Id, Order, PaymentType, RewardDetail } from '../domain/types';
import { catalogueIndex, newTrxId, randomToken } from './lookups';
import type { CounterName, DemoShopState, MutableShopState, Session } from './types';

const maxId = (rows: readonly { id: Id }[]) => rows.reduce((m, r) => Math.max(m, r.id), 0);

export function newSession(state: MutableShopState, catalogue: Catalogue, at: number): Session {
  return {
    id: randomToken(state, 24),
    user_id: null,
    walk_in_id: newTrxId(state),
    csrf_token: randomToken(state, 40),
    locale: catalogue.settings.default_language,
    currency_code:
      catalogue.currencies.find((c) => c.id === catalogue.settings.default_currency)?.code ?? 'USD',
    compare: [],
    addresses: [],
    viewed: [],
    created_at: new Date(at).toISOString(),
  };
}

interface SeedOrderPlan {
  daysAgo: number;
  payment: PaymentType;
  delivery: DeliveryStatus;
  products: number;
}

const HISTORY: SeedOrderPlan[] = [
  { daysAgo: 40, payment: 'stripe', delivery: 'delivered', products: 2 },
  { daysAgo: 5, payment: 'cash_on_delivery', delivery: 'on_the_way', products: 1 },
  { daysAgo: 1, payment: 'pay_later', delivery: 'pending', products: 2 },
];

/** Past orders of the demo customer. They are history: stock already reflects them, so it is not touched. */
function seedOrderHistory(state: DemoShopState): void {
  const { catalogue } = state;
  const index = catalogueIndex(catalogue);
  const customer = state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!;
  const address = state.addresses.find((a) => a.user_id === customer.id && a.default_shipping === 1)!;
  const candidates = catalogue.products.filter(
    (p) =>
      p.status === 'published' &&
      !p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.current_stock >= 5 &&
      p.minimum_order_quantity === 1,
  );
  let pick = 0;
  for (const plan of HISTORY) {
    const at = catalogue.epoch - plan.daysAgo * DAY;
    const trx = newTrxId(state);
    let lines: CartLine[] = [];
    for (let k = 0; k < plan.products; k += 1) {
      const product = candidates[(pick++ * 37) % candidates.length]!;
      lines = unwrap(
        addToCart(lines, {
          product,
          quantity: 1 + (k % 2),
          stock: { product: product.current_stock, variant: null },
          trx_id: trx,
          user_id: customer.id,
          newLineId: state.counters.cart_line++,
          settings: catalogue.settings,
          at,
        }),
      ).lines;
    }
    const confirmed = unwrap(
      confirmOrders({
        trx_id: trx,
        user_id: customer.id,
        lines,
        products: index.products,
        stockOf: (id) => ({ product: index.products.get(id)!.current_stock, variant: null }),
        applied: [],
        coupons: [],
        settings: catalogue.settings,
        checkout_method: 2,
        pickup_hub_id: null,
        shipping_address: address,
        billing_address: address,
        cityCost: null,
        at,
        nextOrderId: state.counters.order,
        nextDetailId: state.counters.order_detail,
        nextCodeCounter: state.counters.order_code,
      }),
    );
    state.counters.order += confirmed.length;
    state.counters.order_detail += confirmed.reduce((t, o) => t + o.order_details.length, 0);
    state.counters.order_code += confirmed.length;
    const done = unwrap(
      completeOrders({
        orders: confirmed,
        mode: 'place',
        payment_type: plan.payment,
        signedIn: true,
        balance: customer.balance,
        settings: catalogue.settings,
        products: index.products,
        stockOf: (id) => ({ product: index.products.get(id)!.current_stock, variant: null }),
        rewardsEnabled: catalogue.addOns.includes('reward'),
        at,
      }),
    );
    const orders: Order[] = done.orders.map((o) => ({
      ...o,
      delivery_status: plan.delivery,
      is_mailed: 1,
      delivered_at: plan.delivery === 'delivered' ? new Date(at + 4 * DAY).toISOString() : null,
    }));
    state.orders.push(...orders);
    for (const order of orders) {
      for (const detail of order.order_details) {
        const reward = (index.products.get(detail.product_id)?.reward ?? 0) * detail.quantity;
        if (order.payment_status !== 'paid' || reward <= 0) continue;
        const row: RewardDetail = {
          id: state.counters.reward_detail++,
          user_id: customer.id,
          order_id: order.id,
          product_id: detail.product_id,
          product_qty: detail.quantity,
          reward,
          created_at: order.created_at,
        };
        state.rewardDetails.push(row);
      }
    }
  }
}

export function createInitialState(catalogue: Catalogue): DemoShopState {
  const seed = catalogue.seedAccounts;
  const counters: Record<CounterName, number> = {
    cart_line: 1,
    applied_coupon: 1,
    order: 1,
    order_detail: 1,
    order_code: 1,
    address: maxId(seed.addresses) + 1,
    notification: maxId(seed.notifications) + 1,
    wallet: maxId(seed.wallet) + 1,
    reward_detail: 1,
    review: maxId(catalogue.reviews) + 1,
    review_reply: maxId(catalogue.reviews.flatMap((r) => r.replies)) + 1,
    blog_comment: maxId(catalogue.blogComments) + 1,
    user: maxId(seed.users) + 1,
    wishlist: seed.wishlists.length + 1,
    follower: seed.followers.length + 1,
    subscriber: 1,
    contact_message: 1,
  };
  const mutable: MutableShopState = structuredClone({
    version: 1 as const,
    rng: (catalogue.seed ^ 0x9e3779b9) >>> 0,
    counters,
    currentSessionId: '',
    sessions: {},
    users: seed.users,
    carts: {},
    appliedCoupons: [],
    compare: {},
    wishlists: seed.wishlists.map((w, i) => ({ id: i + 1, ...w })),
    followers: seed.followers.map((f, i) => ({ id: i + 1, ...f })),
    addresses: seed.addresses,
    orders: [],
    notifications: seed.notifications,
    wallet: seed.wallet,
    rewards: seed.rewards,
    rewardDetails: [],
    reviews: [],
    reviewLikes: [],
    blogComments: [],
    blogCommentLikes: [],
    blogViews: {},
    viewedProducts: [],
    subscribers: [],
    contactMessages: [],
    stock: { products: {}, variants: {} },
    idempotency: {},
  });
  const state: DemoShopState = { ...mutable, catalogue };
  seedOrderHistory(state);
  const session = newSession(state, catalogue, catalogue.epoch);
  state.sessions[session.id] = session;
  state.currentSessionId = session.id;
  return state;
}
