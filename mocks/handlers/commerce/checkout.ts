/**
 * Addresses, shipping quote, order confirmation and payment (backend-api §2.11, §2.12, §5.5–5.7).
 * - Confirm and complete honour an Idempotency-Key (R9): a retry with the same key is answered from memory and
 *   creates/places nothing twice.
 * - Orders are only ever found through the session (its user, or the walk-in user for guests); a posted trx id
 *   never signs anyone in or reaches another shopper's orders.
 * - Gateways are simulated as paid; offline methods and cash on delivery leave the order unpaid.
 */
import { http, type AnyHandler } from 'msw';
import type { GetPaymentOrderResponse } from '@/api-generated/model';
import { placeholderImage } from '../../data/images';
import { now } from '../../domain/clock';
import { toMajor } from '../../domain/money';
import { areaShippingQuoteMinor, NO_DELIVERY_CHOSEN, type Delivery } from '../../domain/shipping';
import { groupBySeller } from '../../domain/totals';
import type { Address, Order } from '../../domain/types';
import { invalid, ok, readBody, readQuery } from '../../http/respond';
import { toAddress, toCurrency, toUser } from '../../http/views';
import {
  defaultAddress,
  deleteAddress,
  findOwnAddress,
  ownAddresses,
  parseAddressInput,
  saveAddress,
  setDefaultAddress,
} from '../../state/addresses';
import { cartView } from '../../state/cart';
import { completeOrderAction, confirmOrderAction, findOwnOrder } from '../../state/checkout';
import { catalogueIndex } from '../../state/lookups';
import { cartLines, orderOwnerId, peekCartTrxId } from '../../state/sessions';
import type { DemoShopState, Session } from '../../state/types';
import { dropUnconfirmedOrders } from './cart';
import {
  idParam,
  idempotencyKeyOf,
  intOf,
  mutate,
  once,
  refusal,
  requestContext,
  stringOf,
  translate,
} from './shared';
import { appliedCoupons, checkoutCartRow, checkoutGroups, offlineMethods, orderView } from './views';

/** With area-based shipping, the groups' shipping comes from the default shipping address's city. */
function checkoutDelivery(state: DemoShopState, session: Session): Delivery {
  if (state.catalogue.settings.shipping_fee_type !== 'area_base') return NO_DELIVERY_CHOSEN;
  const address = defaultAddress(state, session, 'shipping');
  const city = address ? state.catalogue.cities.find((c) => c.id === address.address_ids.city_id) : undefined;
  return { pickup: false, cityCost: city ? city.cost : null };
}

/** A posted address (full object or bare id) resolved to one of the session's own addresses, else null. */
function ownPostedAddress(state: DemoShopState, session: Session, value: unknown): Address | null {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).id : value;
  const id = intOf(raw);
  return id !== null && id > 0 ? (findOwnAddress(state, session, id) ?? null) : null;
}

function currencyRow(state: DemoShopState, code: string) {
  const currency = state.catalogue.currencies.find((c) => c.code === code);
  return currency ? toCurrency(currency) : null;
}

/** `code` from the query or body: absent, empty, "undefined" and "null" (the SPA sends those) mean none. */
function orderCodeOf(...values: unknown[]): string | null {
  for (const value of values) {
    const code = stringOf(value).trim();
    if (code && code !== 'undefined' && code !== 'null') return code;
  }
  return null;
}

function isFileLike(value: unknown): value is { name?: string; size: number; type: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { size?: unknown }).size === 'number' &&
    typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function'
  );
}

export const checkoutHandlers: AnyHandler[] = [
  // ─── Addresses ──────────────────────────────────────────────────────────────────────────────────────────────
  http.get('*/user/address', () => {
    dropUnconfirmedOrders();
    const { state, session, user } = requestContext();
    const view = cartView(state, session, checkoutDelivery(state, session));
    const { settings, pickupHubs } = state.catalogue;
    return ok({
      addresses: ownAddresses(state, session).map(toAddress),
      carts: checkoutCartRow(state, view),
      checkouts: checkoutGroups(state, view),
      coupons: appliedCoupons(view),
      pickup_hubs:
        user && settings.pickup_point === 1
          ? pickupHubs
              .filter((h) => h.status === 1)
              .map((h) => ({ id: h.id, name: h.name, address: h.address, phone: h.phone }))
          : [],
    });
  }),

  http.post('*/store/user-address', async ({ request }) => {
    const body = await readBody(request);
    const parsed = parseAddressInput(requestContext().state, body);
    if (!parsed.ok) return invalid(parsed.errors);
    return mutate((state, session) => {
      const saved = saveAddress(state, session, parsed.value);
      if (!saved.ok) return refusal(state, session, saved.error);
      return ok({
        address: toAddress(saved.value.address),
        success: translate(state, session, saved.value.created ? 'Address Added' : 'Address Updated'),
      });
    });
  }),

  http.post('*/default/user-address/:type/:id', ({ params }) => {
    const type = params.type === 'shipping' || params.type === 'billing' ? params.type : null;
    const id = idParam(params.id);
    return mutate((state, session) => {
      if (!type || id === null) return refusal(state, session, { key: 'Address not found', params: {} });
      const changed = setDefaultAddress(state, session, type, id);
      if (!changed.ok) return refusal(state, session, changed.error);
      const user = state.users.find((u) => u.id === session.user_id)!;
      return ok({ user: toUser(state, user), success: translate(state, session, 'Address Updated') });
    });
  }),

  http.get('*/delete/user-address/:id', ({ params }) => {
    const id = idParam(params.id);
    return mutate((state, session) => {
      if (id === null) return refusal(state, session, { key: 'Address not found', params: {} });
      const deleted = deleteAddress(state, session, id);
      if (!deleted.ok) return refusal(state, session, deleted.error);
      return ok({ address: 1, success: translate(state, session, 'Address Deleted') });
    });
  }),

  // ─── Shipping quote and confirmation ────────────────────────────────────────────────────────────────────────
  http.post('*/user/find/shipping_cost', async ({ request }) => {
    const body = await readBody(request);
    const { state, session } = requestContext();
    const cityId = intOf(body.city_id);
    const city = state.catalogue.cities.find((c) => c.id === cityId);
    if (!city) return refusal(state, session, { key: 'The selected city id is invalid.', params: {} });
    const groups = [...groupBySeller(cartLines(state, session)).values()].filter((lines) =>
      lines.some((l) => l.is_digital_product !== 1),
    ).length;
    return ok({ shipping_cost: toMajor(areaShippingQuoteMinor(city.cost, groups)) });
  }),

  http.post('*/user/confirm-order', async ({ request }) => {
    const body = await readBody(request);
    const at = now();
    const method = intOf(body.checkout_method) === 1 ? 1 : 2;
    const hubId = intOf(body.pick_hub_id);
    const result = once('confirmOrder', idempotencyKeyOf(request), at, (state, session) => {
      const shipping = ownPostedAddress(state, session, body.shipping_address);
      const billing = ownPostedAddress(state, session, body.billing_address) ?? shipping;
      const confirmed = confirmOrderAction(
        state,
        session,
        {
          checkout_method: method,
          pickup_hub_id: hubId,
          shipping_address: shipping,
          billing_address: billing,
        },
        at,
      );
      if (!confirmed.ok) return { ok: false, failure: confirmed.error };
      return { ok: true, body: { success: translate(state, session, 'Order done') } };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    return ok(result.body);
  }),

  // ─── Payment ────────────────────────────────────────────────────────────────────────────────────────────────
  http.get('*/user/payment-order', ({ request }) => {
    const { state, session } = requestContext();
    const code = orderCodeOf(readQuery(request).get('code'));
    let orders: Order[];
    if (code) {
      const order = findOwnOrder(state, session, { code });
      if (!order) return refusal(state, session, { key: 'Permission Declined', params: {} });
      orders = [order];
    } else {
      const trx = peekCartTrxId(state, session);
      const owner = orderOwnerId(session);
      orders = trx
        ? state.orders.filter((o) => o.trx_id === trx && o.status === 0 && o.user_id === owner)
        : [];
    }
    const products = catalogueIndex(state.catalogue).products;
    const answer: GetPaymentOrderResponse = {
      orders: orders.map((o) => orderView(state, o, { withProducts: true })),
      check_cod: orders.some((o) =>
        o.order_details.some((d) => products.get(d.product_id)?.cash_on_delivery === false),
      ),
      // Only with the `offline_payment` add-on, as the backend sends it (backend-api §2.12).
      ...(state.catalogue.addOns.includes('offline_payment')
        ? { offline_methods: code ? [] : offlineMethods(state) }
        : {}),
      indian_currency: currencyRow(state, 'INR'),
      xof: currencyRow(state, 'XOF'),
      jazz_data: [],
      jazz_url: null,
      mid_trans_token: null,
    };
    return ok(answer);
  }),

  http.post('*/user/complete-order', async ({ request }) => {
    const body = await readBody(request);
    const query = readQuery(request);
    const at = now();
    const code = orderCodeOf(query.get('code'), body.code);
    const paymentType = stringOf(body.payment_type) || stringOf(query.get('payment_type'));
    const methodId = intOf(body.id);
    const file = isFileLike(body.file) ? body.file : null;
    const result = once('completeOrder', idempotencyKeyOf(request), at, (state, session) => {
      const known = state.catalogue.offlineMethods.some((m) => m.id === methodId);
      const completed = completeOrderAction(
        state,
        session,
        {
          payment_type: paymentType,
          code,
          offline_method_id: paymentType === 'offline_method' && known ? methodId : null,
          offline_method_file:
            paymentType === 'offline_method' && file
              ? placeholderImage('Payment proof', { width: 480, height: 320, kind: 'document' })
              : null,
          gateway: { amount: body.amount, order: body.order },
        },
        at,
      );
      if (!completed.ok) return { ok: false, failure: completed.error };
      return { ok: true, body: { success: translate(state, session, 'Order done') } };
    });
    if (!result.ok) return refusal(result.state, result.session, result.failure);
    return ok(result.body);
  }),
];
