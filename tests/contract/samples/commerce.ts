/**
 * Contract samples of the commerce areas: cart, coupons, addresses, checkout, payment, orders, account,
 * notifications, wallet and rewards. Each operation has success samples and the backend's refusals.
 *
 * Products are picked from the seeded catalogue by what they are (cheap seller item, scarce item, minimum order
 * quantity 2, variant, digital…), not by id. Values that only exist after `setup` ran (a cart line id, an order
 * code, a guest's address) are read from the store when the request is sent: `later(…)` in JSON bodies (its
 * `toJSON` runs at serialisation), `dynamicPath(…)` for paths (its `toString` runs when the URL is built), and
 * `form` objects filled in by `setup`. HTTP 500/403 answers (invoice of another shopper, removing another's order,
 * a foreign real-time channel) cannot be expressed here: mocks/handlers/commerce.test.ts covers them.
 */
import { getCatalogue } from '@mocks/data/catalogue';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_ID,
  DEMO_PASSWORD,
  SECOND_CUSTOMER_ID,
  WALK_IN_USER_ID,
} from '@mocks/data/users';
import type { Order, OrderDetail, Product } from '@mocks/domain/types';
import { cartLines, currentSession, peekCartTrxId } from '@mocks/state/sessions';
import { createInitialState } from '@mocks/state/initial';
import { refundAmountsMinor } from '@mocks/state/refunds';
import { getDemoShop } from '@mocks/state/store';
import type { ContractSample, SampleTable } from './types';
import { DEMO_VENDOR_PAYMENTS_PATH } from '@/domain/payments/gateways/demo-vendor-paths';

type Call = Parameters<NonNullable<ContractSample['setup']>>[0];

const catalogue = getCatalogue();
const seeded = createInitialState(catalogue);

// ─── Products by kind ─────────────────────────────────────────────────────────────────────────────────────────

const sellable = (p: Product) =>
  p.status === 'published' && p.is_approved && !p.is_catalog && !p.is_classified;
const plain = (p: Product) => sellable(p) && !p.has_variant && !p.is_digital && p.cash_on_delivery;
const verifiedSeller = (userId: number) =>
  catalogue.shops.some(
    (s) => s.user_id === userId && s.status === 1 && s.is_user_banned === 0 && s.verified_at,
  );

function pick(what: string, test: (p: Product) => boolean): Product {
  const product = catalogue.products.find(test);
  if (!product) throw new Error(`contract samples: no seeded product is ${what}`);
  return product;
}

/** In-house, refundable, $60–150 (above WELCOME10's $50 minimum; three of them exceed the $250 wallet). */
const houseItem = pick(
  'an in-house refundable item',
  (p) =>
    plain(p) &&
    p.user_id === 1 &&
    p.minimum_order_quantity === 1 &&
    p.current_stock >= 20 &&
    p.is_refundable &&
    p.price >= 60 &&
    p.price <= 150,
);
/** A seller's item under $50 (below WELCOME10's minimum; payable from the wallet). */
const sellerItem = pick(
  'a cheap seller item',
  (p) =>
    plain(p) &&
    p.user_id > 1 &&
    verifiedSeller(p.user_id) &&
    p.minimum_order_quantity === 1 &&
    p.current_stock >= 20 &&
    p.price < 50,
);
const minTwoItem = pick(
  'an item with minimum order quantity ≥ 2',
  (p) => plain(p) && p.minimum_order_quantity >= 2 && p.current_stock >= 20,
);
const scarceItem = pick(
  'an item with 1–5 in stock',
  (p) => plain(p) && p.minimum_order_quantity === 1 && p.current_stock >= 1 && p.current_stock <= 5,
);
const variantItem = pick(
  'a variant item',
  (p) =>
    sellable(p) &&
    p.has_variant &&
    p.minimum_order_quantity === 1 &&
    p.stocks.some((s) => s.current_stock > 0),
);
const variant = variantItem.stocks.find((s) => s.current_stock > 0)!;
const digitalItem = pick('a digital item', (p) => sellable(p) && p.is_digital);
const catalogItem = pick('a catalogue-only item', (p) => p.is_catalog);
const otherSellerCoupon = catalogue.coupons.find(
  (c) => c.user_id > 1 && c.user_id !== sellerItem.user_id && c.status === 1,
)!;

// ─── Seeded accounts and orders ───────────────────────────────────────────────────────────────────────────────

const customerOrders = seeded.orders.filter((o) => o.user_id === DEMO_CUSTOMER_ID);
const deliveredOrder = customerOrders.find((o) => o.delivery_status === 'delivered')!;
/** A delivered order with a refundable line (delivered weeks ago: outside the refund window). */
const deliveredRefundable = customerOrders.find(
  (o) => o.delivery_status === 'delivered' && o.order_details.some((d) => d.is_refundable),
)!;
const shippedOrder = customerOrders.find((o) => o.delivery_status === 'on_the_way')!;
const payLaterOrder = customerOrders.find(
  (o) => o.payment_type === 'pay_later' && o.delivery_status === 'pending',
)!;
const customerAddress = seeded.addresses.find(
  (a) => a.user_id === DEMO_CUSTOMER_ID && a.default_shipping === 0,
)!;
const otherAddress = seeded.addresses.find((a) => a.user_id === SECOND_CUSTOMER_ID)!;
const otherEmail = seeded.users.find((u) => u.id === SECOND_CUSTOMER_ID)!.email;
const notification = seeded.notifications.find((n) => n.user_id === DEMO_CUSTOMER_ID && n.status === 0)!;
const city = catalogue.cities[0]!;
const region = catalogue.states.find((s) => s.id === city.state_id)!;
const otherRegionCity = catalogue.cities.find((c) => c.state_id !== region.id)!;

const ADDRESS = {
  name: 'Guest Shopper',
  email: 'guest.shopper@example.com',
  phone_no: '+8801712345678',
  address: '12 Lake Road',
  country_id: region.country_id,
  state_id: region.id,
  city_id: city.id,
  postal_code: '1207',
};

// ─── Values known only at send time ───────────────────────────────────────────────────────────────────────────

const store = () => getDemoShop().state;
const session = () => currentSession(store());
/** A body value computed when the request is sent (after `setup`). */
const later = (get: () => unknown) => ({ toJSON: get });
/** A path computed when the request is sent (after `setup`). */
const dynamicPath = (get: () => string) => ({ toString: get }) as unknown as string;
const firstCartLineId = () => cartLines(store(), session())[0]?.id ?? 0;
const lastOrder = () => store().orders.at(-1)!;
const cartTrx = () => peekCartTrxId(store(), session()) ?? '';

/** What the payment page posts for PayPal: the transaction's total in USD and a capture of it (off by `cents`). */
function paypalPayment(trxId: string, cents = 0): Record<string, string> {
  const totalCents = store()
    .orders.filter((o) => o.trx_id === trxId)
    .reduce((sum, o) => sum + Math.round(o.total_payable * 100), 0);
  const value = ((totalCents + cents) / 100).toFixed(2);
  const capture = {
    id: 'PAYPAL-DEMO-1',
    status: 'COMPLETED',
    purchase_units: [{ amount: { currency_code: 'USD', value } }],
  };
  return { trx_id: trxId, amount: value, order: JSON.stringify(capture) };
}

/** An amount as the storefront shows it in the demo's default currency (`$1,234.50`). */
const shownUsd = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the refund dialog posts for a line: its ids, name and amounts as shown (`x-server-must-verify`). */
function refundOf(order: () => Order, line: (order: Order) => OrderDetail = (o) => o.order_details[0]!) {
  const detail = () => line(order());
  const amounts = () => refundAmountsMinor(detail(), store().catalogue.settings);
  return {
    order: later(() => order().id),
    order_detail_id: later(() => detail().id),
    product_name: later(() => detail().product_name),
    total_amount: later(() => shownUsd(amounts().total)),
    shipping_cost: later(() => shownUsd(amounts().shipping)),
    refundable_amount: later(() => shownUsd(amounts().refundable)),
  };
}

/** A multipart sample whose fields `fill` completes after `setup`. */
function formSample(
  sample: Omit<ContractSample, 'form' | 'setup'> & {
    form: Record<string, string | Blob>;
    setup?: (call: Call) => Promise<void>;
    fill?: () => Record<string, string>;
  },
): ContractSample {
  const { form, setup, fill, ...rest } = sample;
  return {
    ...rest,
    form,
    setup: async (call) => {
      await setup?.(call);
      Object.assign(form, fill?.() ?? {});
    },
  };
}

const proof = () => new Blob(['%PNG demo payment proof'], { type: 'image/png' });

/**
 * The demo's simulated vendor takes a payment (what a stand-in does when the payer approves): its reference, which a
 * wallet top-up must carry (recharge-wallet and complete-recharge are `x-server-must-verify`).
 */
let vendorReference = '';
const takenByVendor = async (call: Call, charge: { gateway: string; currency: string; amount: number }) => {
  const answer = (await call('POST', `/${DEMO_VENDOR_PAYMENTS_PATH}`, charge)) as { reference?: unknown };
  return String(answer.reference ?? '');
};

// ─── Setup steps ──────────────────────────────────────────────────────────────────────────────────────────────

const add =
  (id: number, quantity = 1, extra: Record<string, unknown> = {}) =>
  (call: Call) =>
    call('POST', '/user/addToCart', { id, quantity, ...extra }).then(() => undefined);

async function saveGuestAddress(call: Call): Promise<{ id: number }> {
  const answer = (await call('POST', '/store/user-address', ADDRESS)) as { address: { id: number } };
  return answer.address;
}

/** Guest: cart → address → confirmed orders awaiting payment. */
async function guestConfirmed(call: Call, productId = houseItem.id, quantity = 1): Promise<void> {
  await add(productId, quantity)(call);
  const address = await saveGuestAddress(call);
  await call('POST', '/user/confirm-order', {
    checkout_method: 2,
    shipping_address: address,
    billing_address: address,
  });
}

/** Signed in: cart → default address → confirmed orders awaiting payment. */
async function userConfirmed(call: Call, productId = sellerItem.id, quantity = 1): Promise<void> {
  await add(productId, quantity)(call);
  const { addresses } = (await call('GET', '/user/address')) as {
    addresses: { id: number; default_shipping: number }[];
  };
  const address = addresses.find((a) => a.default_shipping === 1) ?? addresses[0];
  await call('POST', '/user/confirm-order', {
    checkout_method: 2,
    shipping_address: address,
    billing_address: address,
  });
}

/** Signed in, then the scarce item sells out to a guest while it sits in the customer's cart. */
async function soldOutWhileInCart(call: Call, confirmFirst: boolean): Promise<void> {
  if (confirmFirst) await userConfirmed(call, scarceItem.id, scarceItem.current_stock);
  else await add(scarceItem.id, scarceItem.current_stock)(call);
  await call('GET', '/logout');
  await guestConfirmed(call, scarceItem.id, scarceItem.current_stock);
  await call('POST', '/user/complete-order', { payment_type: 'cash_on_delivery', trx_id: 'guest' });
  await call('POST', '/login', { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD, remember: 0 });
}

/** Signed in: a paid, delivered order of the refundable in-house item (the demo control plays the courier). */
async function deliveredPurchase(call: Call): Promise<void> {
  await userConfirmed(call, houseItem.id);
  await call('POST', '/user/complete-order', { payment_type: 'stripe', trx_id: 'user' });
  await call('POST', `/__demo-shop/deliver-order/${lastOrder().id}`);
}

// ─── Cart and coupons ─────────────────────────────────────────────────────────────────────────────────────────

const cart: SampleTable = {
  getCart: [
    { label: 'an empty guest cart', path: '/cart/list' },
    {
      label: 'two sellers, with a variant line',
      path: '/cart/list',
      setup: async (call) => {
        await add(houseItem.id)(call);
        await add(sellerItem.id, 2)(call);
        await add(variantItem.id, 1, { variants_ids: variant.variant_ids, variants_name: variant.name })(
          call,
        );
      },
    },
    {
      label: 'signed in, with a coupon applied',
      path: '/cart/list',
      signedIn: true,
      setup: async (call) => {
        await add(houseItem.id)(call);
        await call('POST', '/user/apply_coupon', { coupon_code: 'WELCOME10', trx_id: cartTrx() });
      },
    },
    {
      label: 'after confirming (drops the unconfirmed orders)',
      path: '/cart/list',
      setup: (call) => guestConfirmed(call),
    },
  ],
  addToCart: [
    { label: 'a product', path: '/user/addToCart', json: { id: houseItem.id, quantity: 1 } },
    {
      label: 'a variant',
      path: '/user/addToCart',
      json: {
        id: variantItem.id,
        quantity: 1,
        variants_ids: variant.variant_ids,
        variants_name: variant.name,
      },
    },
    {
      label: 'the same product again (increments)',
      path: '/user/addToCart',
      setup: add(houseItem.id),
      json: { id: houseItem.id, quantity: 1, trx_id: later(cartTrx) },
    },
    { label: 'a digital product', path: '/user/addToCart', json: { id: digitalItem.id, quantity: 1 } },
    {
      label: 'below the minimum order quantity',
      path: '/user/addToCart',
      json: { id: minTwoItem.id, quantity: minTwoItem.minimum_order_quantity - 1 },
      expect: 'error',
    },
    {
      label: 'more than in stock',
      path: '/user/addToCart',
      json: { id: scarceItem.id, quantity: scarceItem.current_stock + 1 },
      expect: 'error',
    },
    {
      label: 'more than the variant has',
      path: '/user/addToCart',
      json: { id: variantItem.id, quantity: variant.current_stock + 1, variants_ids: variant.variant_ids },
      expect: 'error',
    },
    {
      label: 'in the cart + again exceeds stock',
      path: '/user/addToCart',
      setup: add(scarceItem.id, scarceItem.current_stock),
      json: { id: scarceItem.id, quantity: 1 },
      expect: 'error',
    },
    {
      label: 'a variant product without a variant',
      path: '/user/addToCart',
      json: { id: variantItem.id, quantity: 1 },
      expect: 'error',
    },
    {
      label: 'a catalogue-only product',
      path: '/user/addToCart',
      json: { id: catalogItem.id, quantity: 1 },
      expect: 'error',
    },
    {
      label: 'an unknown product',
      path: '/user/addToCart',
      json: { id: 999_999, quantity: 1 },
      expect: 'error',
    },
  ],
  updateCartLine: [
    {
      label: 'one more',
      path: '/cart/update',
      setup: add(houseItem.id),
      json: { id: later(firstCartLineId), quantity: 1 },
    },
    {
      label: 'one less',
      path: '/cart/update',
      setup: add(houseItem.id, 3),
      json: { id: later(firstCartLineId), quantity: -1, status: 'minus' },
    },
    {
      label: 'below the minimum (unchanged, still a success)',
      path: '/cart/update',
      setup: add(minTwoItem.id, minTwoItem.minimum_order_quantity),
      json: { id: later(firstCartLineId), quantity: -1, status: 'minus' },
    },
    {
      label: 'above stock',
      path: '/cart/update',
      setup: add(scarceItem.id, scarceItem.current_stock),
      json: { id: later(firstCartLineId), quantity: 1 },
      expect: 'error',
    },
    {
      label: 'a line that is not in my cart',
      path: '/cart/update',
      json: { id: 999_999, quantity: 1 },
      expect: 'error',
    },
  ],
  deleteCartLine: [
    {
      label: 'my line',
      path: dynamicPath(() => `/cart/delete/${firstCartLineId()}`),
      setup: add(houseItem.id),
    },
    {
      label: "another shopper's line",
      // The guest's line moves to the customer at sign-in; signed out again, the guest may not delete it.
      path: dynamicPath(
        () =>
          `/cart/delete/${store().carts[store().users.find((u) => u.id === DEMO_CUSTOMER_ID)!.cart_trx_id ?? '']?.[0]?.id ?? 0}`,
      ),
      setup: async (call) => {
        await add(houseItem.id)(call);
        await call('POST', '/login', { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD, remember: 0 });
        await call('GET', '/logout');
      },
      expect: 'error',
    },
    { label: 'an unknown line', path: '/cart/delete/999999', expect: 'error' },
  ],
};

const coupons: SampleTable = {
  applyCoupon: [
    {
      label: 'a site coupon above its minimum',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: 'WELCOME10', trx_id: later(cartTrx) },
    },
    {
      label: "a seller's coupon on that seller's lines",
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(sellerItem.id, 3),
      json: {
        coupon_code:
          catalogue.coupons.find((c) => c.user_id === sellerItem.user_id && c.status === 1)?.code ??
          'BIGSALE20',
        trx_id: later(cartTrx),
      },
    },
    {
      label: 'an unknown code',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: 'NOSUCHCODE', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'the right code in the wrong case',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: 'welcome10', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'expired',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: 'EXPIRED50', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'not started yet',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: 'SPRING25', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'inactive',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: 'OLDCODE', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'below its minimum',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(sellerItem.id),
      json: { coupon_code: 'WELCOME10', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'already applied',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: async (call) => {
        await add(houseItem.id)(call);
        await call('POST', '/user/apply_coupon', { coupon_code: 'WELCOME10', trx_id: cartTrx() });
      },
      json: { coupon_code: 'WELCOME10', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'a second site coupon (one per seller)',
      path: '/user/apply_coupon',
      signedIn: true,
      setup: async (call) => {
        await add(houseItem.id)(call);
        await call('POST', '/user/apply_coupon', { coupon_code: 'WELCOME10', trx_id: cartTrx() });
      },
      json: { coupon_code: 'BIGSALE20', trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: "another seller's coupon (no lines of that seller)",
      path: '/user/apply_coupon',
      signedIn: true,
      setup: add(houseItem.id),
      json: { coupon_code: otherSellerCoupon.code, trx_id: later(cartTrx) },
      expect: 'error',
    },
    {
      label: 'signed out',
      path: '/user/apply_coupon',
      setup: add(houseItem.id),
      json: { coupon_code: 'WELCOME10', trx_id: later(cartTrx) },
      expect: 'unauthenticated',
    },
  ],
  removeCoupon: [
    {
      label: 'an applied coupon',
      path: '/user/coupon-delete',
      signedIn: true,
      setup: async (call) => {
        await add(houseItem.id)(call);
        await call('POST', '/user/apply_coupon', { coupon_code: 'WELCOME10', trx_id: cartTrx() });
      },
      json: {
        trx_id: later(cartTrx),
        coupon_id: catalogue.coupons.find((c) => c.code === 'WELCOME10')!.id,
        user_id: DEMO_CUSTOMER_ID,
      },
    },
    {
      label: "another user's id",
      path: '/user/coupon-delete',
      signedIn: true,
      json: { trx_id: 'x', coupon_id: 1, user_id: SECOND_CUSTOMER_ID },
      expect: 'error',
    },
    {
      label: 'a coupon that is not applied',
      path: '/user/coupon-delete',
      signedIn: true,
      setup: add(houseItem.id),
      json: { trx_id: later(cartTrx), coupon_id: catalogue.coupons.find((c) => c.code === 'WELCOME10')!.id },
      expect: 'error',
    },
    {
      label: 'signed out',
      path: '/user/coupon-delete',
      json: { trx_id: 'x', coupon_id: 1 },
      expect: 'unauthenticated',
    },
  ],
  getAvailableCoupons: [
    { label: 'first page', path: '/user/coupons/', signedIn: true },
    { label: 'second page', path: '/user/coupons/?page=2', signedIn: true },
    { label: 'signed out', path: '/user/coupons/', expect: 'unauthenticated' },
  ],
};

// ─── Addresses, shipping, confirmation ────────────────────────────────────────────────────────────────────────

const addresses: SampleTable = {
  getAddresses: [
    { label: 'a guest without addresses', path: '/user/address' },
    {
      label: 'a guest with a session address and a cart',
      path: '/user/address',
      setup: async (call) => {
        await add(houseItem.id)(call);
        await saveGuestAddress(call);
      },
    },
    {
      label: 'signed in (addresses, pickup hubs, cart)',
      path: '/user/address',
      signedIn: true,
      setup: add(sellerItem.id),
    },
  ],
  saveAddress: [
    { label: "a guest's first address", path: '/store/user-address', json: ADDRESS },
    {
      label: 'a new address (signed in)',
      path: '/store/user-address',
      signedIn: true,
      json: { ...ADDRESS, name: 'Demo Customer' },
    },
    {
      label: 'an update of my address',
      path: '/store/user-address',
      signedIn: true,
      json: { ...ADDRESS, id: customerAddress.id, address: '221 West 57th Street, Apt 5C' },
    },
    {
      label: 'unicode, RTL and emoji are plain text',
      path: '/store/user-address',
      json: { ...ADDRESS, name: 'نادية ‏رحمن 🛍️ <b>bold</b>', address: 'Straße 1 \u202e reversed' },
    },
    {
      label: 'missing fields',
      path: '/store/user-address',
      json: { name: 'Only a name' },
      expect: 'validation',
    },
    {
      label: 'an invalid e-mail',
      path: '/store/user-address',
      json: { ...ADDRESS, email: 'not-an-email' },
      expect: 'validation',
    },
    {
      label: 'a city outside the state',
      path: '/store/user-address',
      json: { ...ADDRESS, city_id: otherRegionCity.id },
      expect: 'validation',
    },
    {
      label: 'a 10 000-character street',
      path: '/store/user-address',
      json: { ...ADDRESS, address: 'x'.repeat(10_000) },
      expect: 'validation',
    },
    {
      label: "someone else's address",
      path: '/store/user-address',
      signedIn: true,
      json: { ...ADDRESS, id: otherAddress.id },
      expect: 'error',
    },
  ],
  setDefaultAddress: [
    { label: 'shipping', path: `/default/user-address/shipping/${customerAddress.id}`, signedIn: true },
    { label: 'billing', path: `/default/user-address/billing/${customerAddress.id}`, signedIn: true },
    { label: 'as a guest', path: `/default/user-address/shipping/${customerAddress.id}`, expect: 'error' },
    {
      label: "someone else's address",
      path: `/default/user-address/shipping/${otherAddress.id}`,
      signedIn: true,
      expect: 'error',
    },
  ],
  deleteAddress: [
    { label: 'my address', path: `/delete/user-address/${customerAddress.id}`, signedIn: true },
    {
      label: "a guest's session address",
      path: dynamicPath(() => `/delete/user-address/${session().addresses[0]?.id ?? 0}`),
      setup: async (call) => void (await saveGuestAddress(call)),
    },
    {
      label: "someone else's address",
      path: `/delete/user-address/${otherAddress.id}`,
      signedIn: true,
      expect: 'error',
    },
  ],
};

const checkout: SampleTable = {
  findShippingCost: [
    {
      label: 'two seller groups',
      path: '/user/find/shipping_cost',
      setup: async (call) => {
        await add(houseItem.id)(call);
        await add(sellerItem.id)(call);
      },
      json: { city_id: city.id },
    },
    { label: 'an empty cart', path: '/user/find/shipping_cost', json: { city_id: city.id } },
    {
      label: 'an unknown city',
      path: '/user/find/shipping_cost',
      json: { city_id: 999_999 },
      expect: 'error',
    },
  ],
  confirmOrder: [
    {
      label: 'a guest shipping to a session address',
      path: '/user/confirm-order',
      setup: async (call) => {
        await add(houseItem.id)(call);
        await add(sellerItem.id)(call);
        await saveGuestAddress(call);
      },
      json: {
        checkout_method: 2,
        shipping_address: later(() => session().addresses[0]),
        billing_address: later(() => session().addresses[0]),
        payment_type: '',
        sub_total: 1,
        total: 1,
      },
    },
    {
      label: 'signed in, pickup hub, with a coupon',
      path: '/user/confirm-order',
      signedIn: true,
      setup: async (call) => {
        await add(houseItem.id)(call);
        await call('POST', '/user/apply_coupon', { coupon_code: 'WELCOME10', trx_id: cartTrx() });
      },
      json: {
        checkout_method: 1,
        pick_hub_id: catalogue.pickupHubs[0]!.id,
        shipping_address: null,
        billing_address: null,
      },
    },
    {
      label: 'signed in, my address by id',
      path: '/user/confirm-order',
      signedIn: true,
      setup: add(sellerItem.id),
      json: { checkout_method: 2, shipping_address: { id: customerAddress.id }, billing_address: null },
    },
    {
      label: 'an empty cart',
      path: '/user/confirm-order',
      json: { checkout_method: 2, shipping_address: null, billing_address: null },
      expect: 'error',
    },
    {
      label: 'no shipping address',
      path: '/user/confirm-order',
      setup: add(houseItem.id),
      json: { checkout_method: 2, shipping_address: null, billing_address: null },
      expect: 'error',
    },
    {
      label: 'a pickup without a hub',
      path: '/user/confirm-order',
      setup: add(houseItem.id),
      json: { checkout_method: 1, pick_hub_id: null, shipping_address: null, billing_address: null },
      expect: 'error',
    },
    {
      label: "someone else's address",
      path: '/user/confirm-order',
      signedIn: true,
      setup: add(houseItem.id),
      json: { checkout_method: 2, shipping_address: { ...otherAddress }, billing_address: null },
      expect: 'error',
    },
    {
      label: 'sold out since it was added',
      path: '/user/confirm-order',
      signedIn: true,
      setup: (call) => soldOutWhileInCart(call, false),
      json: { checkout_method: 2, shipping_address: { id: customerAddress.id }, billing_address: null },
      expect: 'error',
    },
  ],
};

// ─── Payment ──────────────────────────────────────────────────────────────────────────────────────────────────

const payment: SampleTable = {
  getPaymentOrder: [
    { label: 'a guest after confirming', path: '/user/payment-order', setup: (call) => guestConfirmed(call) },
    {
      label: 'signed in, with a digital item (COD blocked)',
      path: '/user/payment-order',
      signedIn: true,
      setup: (call) => userConfirmed(call, digitalItem.id),
    },
    { label: 'nothing confirmed yet', path: '/user/payment-order' },
    {
      label: 'a pay-later order by code',
      path: `/user/payment-order?code=${payLaterOrder.code}`,
      signedIn: true,
    },
    {
      label: "someone else's order by code",
      path: `/user/payment-order?code=${payLaterOrder.code}`,
      expect: 'error',
    },
  ],
  completeOrder: [
    formSample({
      label: 'a guest, cash on delivery',
      path: '/user/complete-order?code=undefined&guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'cash_on_delivery' },
      fill: () => ({ trx_id: cartTrx() }),
    }),
    formSample({
      label: 'a guest, PayPal with its capture of the total',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'paypal' },
      fill: () => paypalPayment(cartTrx()),
    }),
    formSample({
      label: 'a guest, PayPal capturing less than the total (x-server-must-verify)',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'paypal' },
      fill: () => paypalPayment(cartTrx(), -1),
      expect: 'error',
    }),
    formSample({
      label: 'a guest, offline method with proof',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'offline_method', id: String(catalogue.offlineMethods[0]!.id), file: proof() },
      fill: () => ({ trx_id: cartTrx() }),
    }),
    formSample({
      label: 'signed in, wallet',
      path: '/user/complete-order',
      signedIn: true,
      setup: (call) => userConfirmed(call),
      form: { payment_type: 'wallet' },
      fill: () => ({ trx_id: cartTrx() }),
    }),
    formSample({
      label: 'signed in, pay later',
      path: '/user/complete-order',
      signedIn: true,
      setup: (call) => userConfirmed(call),
      form: { payment_type: 'pay_later' },
      fill: () => ({ trx_id: cartTrx() }),
    }),
    formSample({
      label: 'paying a pay-later order by code',
      path: `/user/complete-order?code=${payLaterOrder.code}`,
      signedIn: true,
      form: { payment_type: 'stripe', trx_id: payLaterOrder.trx_id },
    }),
    formSample({
      label: 'wallet balance too low',
      path: '/user/complete-order',
      signedIn: true,
      setup: (call) => userConfirmed(call, houseItem.id, Math.ceil(600 / houseItem.price)),
      form: { payment_type: 'wallet' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
    formSample({
      label: 'a guest cannot pay later',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'pay_later' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
    formSample({
      label: 'a guest cannot use a wallet',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'wallet' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
    formSample({
      label: 'an offline method without the method',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'offline_method' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
    formSample({
      label: 'cash on delivery with a digital item',
      path: '/user/complete-order',
      signedIn: true,
      setup: (call) => userConfirmed(call, digitalItem.id),
      form: { payment_type: 'cash_on_delivery' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
    formSample({
      label: 'an unknown payment type',
      path: '/user/complete-order?guest=1',
      setup: (call) => guestConfirmed(call),
      form: { payment_type: 'gold_coins' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
    formSample({
      label: 'nothing confirmed',
      path: '/user/complete-order?guest=1',
      form: { payment_type: 'cash_on_delivery', trx_id: 'none' },
      expect: 'error',
    }),
    formSample({
      label: 'cash on delivery for an existing order',
      path: `/user/complete-order?code=${payLaterOrder.code}`,
      signedIn: true,
      form: { payment_type: 'cash_on_delivery', trx_id: payLaterOrder.trx_id },
      expect: 'error',
    }),
    formSample({
      label: 'sold out since it was confirmed',
      path: '/user/complete-order',
      signedIn: true,
      setup: (call) => soldOutWhileInCart(call, true),
      form: { payment_type: 'cash_on_delivery' },
      fill: () => ({ trx_id: cartTrx() }),
      expect: 'error',
    }),
  ],
};

// ─── Orders ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The guest's placed order of the guest checkout sample flow. */
const guestPlaced = async (call: Call) => {
  await guestConfirmed(call);
  await call('POST', '/user/complete-order', { payment_type: 'cash_on_delivery', trx_id: 'guest' });
};

const orders: SampleTable = {
  getOrderHistory: [
    { label: 'the customer', path: '/home/user/order-list/', signedIn: true },
    {
      label: 'after a new order',
      path: '/home/user/order-list/?page=1',
      signedIn: true,
      setup: (call) => userConfirmed(call),
    },
    { label: 'a page past the end', path: '/home/user/order-list/?page=5', signedIn: true },
    { label: 'signed out', path: '/home/user/order-list/', expect: 'unauthenticated' },
  ],
  getRecentOrders: [
    { label: 'the customer', path: '/user/profile-orders', signedIn: true },
    { label: 'signed out', path: '/user/profile-orders', expect: 'unauthenticated' },
  ],
  getOrderByCode: [
    { label: 'my order', path: `/user/invoice/${deliveredOrder.code}`, signedIn: true },
    {
      label: "a guest's own order",
      path: dynamicPath(() => `/user/invoice/${lastOrder().code}`),
      setup: guestPlaced,
    },
    {
      label: "a customer's order, as a guest",
      path: `/user/invoice/${deliveredOrder.code}`,
      expect: 'error',
    },
    { label: 'an unknown code', path: '/user/invoice/YR-0000000001', signedIn: true, expect: 'error' },
  ],
  getInvoicesByTrx: [
    {
      label: "a guest's checkout",
      path: dynamicPath(() => `/user/get-invoices/${lastOrder().trx_id}`),
      setup: guestPlaced,
    },
    {
      label: 'my transaction (two sellers)',
      path: `/user/get-invoices/${deliveredOrder.trx_id}`,
      signedIn: true,
    },
    {
      label: "a customer's transaction, as a guest",
      path: `/user/get-invoices/${deliveredOrder.trx_id}`,
      expect: 'error',
    },
  ],
  mailOrder: [
    { label: 'my transaction', path: `/user/mail-order/${deliveredOrder.trx_id}`, signedIn: true },
    {
      label: "a guest's checkout",
      path: dynamicPath(() => `/user/mail-order/${lastOrder().trx_id}`),
      setup: guestPlaced,
    },
    { label: 'an unknown transaction', path: '/user/mail-order/unknown-trx', expect: 'error' },
  ],
  downloadInvoice: [
    { label: 'my order', path: `/user/invoice/download/${deliveredOrder.id}`, signedIn: true },
    {
      label: "a guest's order",
      path: dynamicPath(() => `/user/invoice/download/${lastOrder().id}`),
      setup: guestPlaced,
    },
  ],
  cancelOrder: [
    {
      label: 'a pending pay-later order',
      path: `/user/cancel-order/${payLaterOrder.id}?remarks=Changed%20my%20mind`,
      signedIn: true,
    },
    {
      label: 'a wallet-paid order (refunded to the wallet)',
      path: dynamicPath(() => `/user/cancel-order/${lastOrder().id}`),
      signedIn: true,
      setup: async (call) => {
        await userConfirmed(call);
        await call('POST', '/user/complete-order', { payment_type: 'wallet', trx_id: 'user' });
      },
    },
    {
      label: 'an order on its way',
      path: `/user/cancel-order/${shippedOrder.id}`,
      signedIn: true,
      expect: 'error',
    },
    {
      label: 'a delivered order',
      path: `/user/cancel-order/${deliveredOrder.id}`,
      signedIn: true,
      expect: 'error',
    },
    { label: 'an unknown order', path: '/user/cancel-order/999999', signedIn: true, expect: 'error' },
    { label: 'signed out', path: `/user/cancel-order/${payLaterOrder.id}`, expect: 'unauthenticated' },
  ],
  removeOrder: [
    { label: 'my delivered order', path: `/user/remove-order/${deliveredOrder.id}`, signedIn: true },
    { label: 'an unknown order', path: '/user/remove-order/999999', signedIn: true, expect: 'error' },
    { label: 'signed out', path: `/user/remove-order/${deliveredOrder.id}`, expect: 'unauthenticated' },
  ],
  requestRefund: [
    {
      label: 'a refundable line delivered today',
      path: '/refund-request',
      signedIn: true,
      setup: deliveredPurchase,
      json: { ...refundOf(lastOrder), refund_reason: 'Arrived damaged' },
    },
    {
      label: 'a tampered refundable amount',
      path: '/refund-request',
      signedIn: true,
      setup: deliveredPurchase,
      json: { ...refundOf(lastOrder), refundable_amount: '$9,999.00', refund_reason: 'Arrived damaged' },
      expect: 'error',
    },
    {
      label: 'twice for the same line',
      path: '/refund-request',
      signedIn: true,
      setup: async (call) => {
        await deliveredPurchase(call);
        await call('POST', '/refund-request', { ...refundOf(lastOrder), refund_reason: 'Broken' });
      },
      json: { ...refundOf(lastOrder), refund_reason: 'Again' },
      expect: 'error',
    },
    {
      label: 'past the refund window',
      path: '/refund-request',
      signedIn: true,
      json: {
        ...refundOf(
          () => deliveredRefundable,
          (o) => o.order_details.find((d) => d.is_refundable)!,
        ),
        refund_reason: 'Too late',
      },
      expect: 'error',
    },
    {
      label: 'not delivered yet',
      path: '/refund-request',
      signedIn: true,
      json: { ...refundOf(() => payLaterOrder), refund_reason: 'Not yet' },
      expect: 'error',
    },
    {
      label: 'no reason',
      path: '/refund-request',
      signedIn: true,
      json: refundOf(() => deliveredOrder),
      expect: 'validation',
    },
    {
      label: 'no amounts',
      path: '/refund-request',
      signedIn: true,
      json: {
        order: deliveredOrder.id,
        order_detail_id: deliveredOrder.order_details[0]!.id,
        refund_reason: 'x',
      },
      expect: 'validation',
    },
    {
      label: 'signed out',
      path: '/refund-request',
      json: { ...refundOf(() => deliveredOrder), refund_reason: 'x' },
      expect: 'unauthenticated',
    },
  ],
  getDigitalOrders: [
    { label: 'none yet', path: '/user/digital-product-order-list', signedIn: true },
    {
      label: 'after buying a digital product',
      path: '/user/digital-product-order-list?page=1',
      signedIn: true,
      setup: async (call) => {
        await userConfirmed(call, digitalItem.id);
        await call('POST', '/user/complete-order', { payment_type: 'stripe', trx_id: 'user' });
      },
    },
    { label: 'signed out', path: '/user/digital-product-order-list', expect: 'unauthenticated' },
  ],
};

// ─── Account, notifications, wallet, rewards ──────────────────────────────────────────────────────────────────

const PROFILE = {
  first_name: 'Demo',
  last_name: 'Customer',
  email: DEMO_CUSTOMER_EMAIL,
  phone: '+8801700000022',
  gender: 'female',
  date_of_birth: '1992-04-18',
};

const account: SampleTable = {
  updateProfile: [
    formSample({
      label: 'new name and socials',
      path: '/user/update-profile',
      signedIn: true,
      form: {
        ...PROFILE,
        id: String(DEMO_CUSTOMER_ID),
        first_name: 'Dana',
        'socials[facebook]': 'https://facebook.com/dana',
      },
    }),
    formSample({
      label: "another user's id (x-server-must-verify)",
      path: '/user/update-profile',
      signedIn: true,
      form: { ...PROFILE, id: String(SECOND_CUSTOMER_ID) },
      expect: 'error',
    }),
    formSample({
      label: 'with a profile image',
      path: '/user/update-profile',
      signedIn: true,
      form: {
        ...PROFILE,
        image: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      },
    }),
    formSample({
      label: 'missing required fields',
      path: '/user/update-profile',
      signedIn: true,
      form: { first_name: 'Dana' },
      expect: 'validation',
    }),
    formSample({
      label: "another user's e-mail",
      path: '/user/update-profile',
      signedIn: true,
      form: { ...PROFILE, email: otherEmail },
      expect: 'validation',
    }),
    formSample({
      label: 'neither e-mail nor phone',
      path: '/user/update-profile',
      signedIn: true,
      form: { ...PROFILE, email: '', phone: '' },
      expect: 'validation',
    }),
    formSample({
      label: 'signed out',
      path: '/user/update-profile',
      form: PROFILE,
      expect: 'unauthenticated',
    }),
  ],
  changePassword: [
    {
      label: 'with the current password',
      path: '/user/change-password',
      signedIn: true,
      json: {
        current_password: DEMO_PASSWORD,
        new_password: 'secret456',
        confirm_password: 'secret456',
        is_password_set: 1,
      },
    },
    {
      label: 'a false is_password_set (x-server-must-verify)',
      path: '/user/change-password',
      signedIn: true,
      json: { new_password: 'secret456', confirm_password: 'secret456', is_password_set: 0 },
      expect: 'error',
    },
    {
      label: 'a wrong current password',
      path: '/user/change-password',
      signedIn: true,
      json: { current_password: 'wrong-one', new_password: 'secret456', confirm_password: 'secret456' },
      expect: 'error',
    },
    {
      label: 'the same password again',
      path: '/user/change-password',
      signedIn: true,
      json: { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
      expect: 'error',
    },
    {
      label: 'confirmation does not match',
      path: '/user/change-password',
      signedIn: true,
      json: { current_password: DEMO_PASSWORD, new_password: 'secret456', confirm_password: 'secret789' },
      expect: 'validation',
    },
    {
      label: 'too short, no current password',
      path: '/user/change-password',
      signedIn: true,
      json: { new_password: 'abc', confirm_password: 'abc', is_password_set: 1 },
      expect: 'validation',
    },
    {
      label: 'signed out',
      path: '/user/change-password',
      json: { new_password: 'secret456', confirm_password: 'secret456' },
      expect: 'unauthenticated',
    },
  ],
  convertToSeller: [
    formSample({
      label: 'a customer',
      path: '/user/user-to-seller',
      signedIn: true,
      form: {
        user_type: 'seller-migrate',
        shop_name: 'Demo Gadgets',
        address: '12 Lake Road, Dhaka',
        phone_no: '+8801712345678',
        logo: proof(),
      },
    }),
    formSample({
      label: 'missing shop name',
      path: '/user/user-to-seller',
      signedIn: true,
      form: { user_type: 'seller-migrate', address: 'x', phone_no: '+8801712345678' },
      expect: 'validation',
    }),
    formSample({
      label: 'signed out',
      path: '/user/user-to-seller',
      form: { user_type: 'seller-migrate', shop_name: 'x', address: 'x', phone_no: '+8801712345678' },
      expect: 'unauthenticated',
    }),
  ],
};

const notifications: SampleTable = {
  getNotifications: [
    { label: 'first page', path: '/user-notification/all', signedIn: true },
    {
      label: 'after an order (newest first)',
      path: '/user-notification/all?page=1',
      signedIn: true,
      setup: async (call) => {
        await userConfirmed(call);
        await call('POST', '/user/complete-order', { payment_type: 'pay_later', trx_id: 'user' });
      },
    },
    { label: 'signed out', path: '/user-notification/all', expect: 'unauthenticated' },
  ],
  markAllNotificationsSeen: [
    { label: 'the customer', path: '/user-notification/seen-all', signedIn: true },
    { label: 'signed out', path: '/user-notification/seen-all', expect: 'unauthenticated' },
  ],
  markNotificationSeen: [
    { label: 'mine', path: `/notification/seen/${notification.id}`, signedIn: true },
    { label: 'an unknown one', path: '/notification/seen/999999', signedIn: true, expect: 'error' },
    { label: 'signed out', path: `/notification/seen/${notification.id}`, expect: 'unauthenticated' },
  ],
  removeNotification: [
    { label: 'mine', path: `/notification/remove/${notification.id}`, signedIn: true },
    { label: 'an unknown one', path: '/notification/remove/999999', signedIn: true, expect: 'error' },
    { label: 'signed out', path: `/notification/remove/${notification.id}`, expect: 'unauthenticated' },
  ],
  authorizeRealtimeChannel: [
    {
      label: 'my private channel',
      path: '/broadcasting/auth',
      signedIn: true,
      json: { socket_id: '1234.5678', channel_name: `private-notification-send-${DEMO_CUSTOMER_ID}` },
    },
    {
      label: 'signed out',
      path: '/broadcasting/auth',
      json: { socket_id: '1234.5678', channel_name: `private-notification-send-${WALK_IN_USER_ID}` },
      expect: 'unauthenticated',
    },
  ],
};

const wallet: SampleTable = {
  getWalletData: [
    { label: 'the customer', path: '/user/wallet-data', signedIn: true },
    { label: 'signed out', path: '/user/wallet-data', expect: 'unauthenticated' },
  ],
  getWalletHistory: [
    { label: 'the customer', path: '/user/wallet-history', signedIn: true },
    { label: 'page 2', path: '/user/wallet-history?page=2', signedIn: true },
    { label: 'signed out', path: '/user/wallet-history', expect: 'unauthenticated' },
  ],
  rechargeWallet: [
    formSample({
      label: 'offline, with proof (pending)',
      path: '/user/recharge-wallet',
      signedIn: true,
      form: {
        amount: '50',
        payment_type: 'offline_method',
        id: String(catalogue.offlineMethods[0]!.id),
        file: proof(),
      },
    }),
    formSample({
      label: 'a simulated gateway (approved), with the reference its vendor gave the payment',
      path: '/user/recharge-wallet',
      signedIn: true,
      form: { amount: '25', payment_type: 'paypal' },
      setup: async (call) => {
        vendorReference = await takenByVendor(call, { gateway: 'paypal', currency: 'USD', amount: 25 });
      },
      fill: () => ({ transaction_id: vendorReference }),
    }),
    formSample({
      label: "a gateway on the client's word, no vendor reference (x-server-must-verify)",
      path: '/user/recharge-wallet',
      signedIn: true,
      form: { amount: '100000', payment_type: 'paypal', transaction_id: 'PAYPAL-DEMO-2' },
      expect: 'error',
    }),
    formSample({
      label: 'a zero amount',
      path: '/user/recharge-wallet',
      signedIn: true,
      form: { amount: '0', payment_type: 'paypal' },
      expect: 'error',
    }),
    formSample({
      label: 'offline without the method',
      path: '/user/recharge-wallet',
      signedIn: true,
      form: { amount: '50', payment_type: 'offline_method' },
      expect: 'error',
    }),
    formSample({
      label: 'with the wallet itself',
      path: '/user/recharge-wallet',
      signedIn: true,
      form: { amount: '50', payment_type: 'wallet' },
      expect: 'error',
    }),
    formSample({
      label: 'signed out',
      path: '/user/recharge-wallet',
      form: { amount: '50', payment_type: 'paypal' },
      expect: 'unauthenticated',
    }),
  ],
  completeRecharge: [
    {
      label: 'a gateway, with the token of a payment its vendor took',
      path: '/user/complete-recharge',
      signedIn: true,
      setup: async (call) => {
        vendorReference = await takenByVendor(call, { gateway: 'google_pay', currency: 'USD', amount: 20 });
      },
      json: {
        payment_type: 'google_pay',
        amount: 20,
        token: later(() => JSON.stringify({ gateway: 'demo', id: vendorReference })),
      },
    },
    {
      label: "a gateway on the client's word, no vendor reference (x-server-must-verify)",
      path: '/user/complete-recharge',
      signedIn: true,
      json: { payment_type: 'stripe', amount: 100000 },
      expect: 'error',
    },
    {
      label: 'an offline method',
      path: '/user/complete-recharge',
      signedIn: true,
      json: { payment_type: 'offline_method', amount: 20 },
      expect: 'error',
    },
    {
      label: 'signed out',
      path: '/user/complete-recharge',
      json: { payment_type: 'google_pay', amount: 20 },
      expect: 'unauthenticated',
    },
  ],
};

const rewards: SampleTable = {
  getRewardHistory: [
    { label: 'the customer', path: '/user/reward-history', signedIn: true },
    {
      label: 'another customer without reward history',
      path: '/user/reward-history',
      setup: async (call) =>
        void (await call('POST', '/login', { email: otherEmail, password: DEMO_PASSWORD, remember: 0 })),
    },
    { label: 'signed out', path: '/user/reward-history', expect: 'unauthenticated' },
  ],
  convertReward: [
    {
      label: '100 points, the amount by the published rule',
      path: '/user/convert-reward',
      signedIn: true,
      json: { reward: 100, amount: 100 / catalogue.settings.reward_convert_rate },
    },
    {
      label: 'an amount that breaks the rule',
      path: '/user/convert-reward',
      signedIn: true,
      json: { reward: 100, amount: 9999 },
      expect: 'error',
    },
    {
      label: 'more points than I have',
      path: '/user/convert-reward',
      signedIn: true,
      json: { reward: 1_000_000 },
      expect: 'error',
    },
    {
      label: 'zero points',
      path: '/user/convert-reward',
      signedIn: true,
      json: { reward: 0 },
      expect: 'error',
    },
    { label: 'signed out', path: '/user/convert-reward', json: { reward: 100 }, expect: 'unauthenticated' },
  ],
};

export const commerceSamples: SampleTable = {
  ...cart,
  ...coupons,
  ...addresses,
  ...checkout,
  ...payment,
  ...orders,
  ...account,
  ...notifications,
  ...wallet,
  ...rewards,
};
