// Real orders in the demo shop for screen tests: products picked from its catalogue, bought through the same
// generated calls the screens use (so the shop's own rules apply), as a guest or as the demo customer.
import { addToCart } from '@/api-generated/endpoints/cart/cart';
import { confirmOrder } from '@/api-generated/endpoints/checkout/checkout';
import { saveAddress } from '@/api-generated/endpoints/addresses/addresses';
import { login } from '@/api-generated/endpoints/auth/auth';
import { getInvoicesByTrx } from '@/api-generated/endpoints/orders/orders';
import { completeOrder } from '@/api-generated/endpoints/payment/payment';
import type { OrderOutput } from '@/api-generated/model';
import { getCatalogue } from '@mocks/data/catalogue';
import { buyableProducts } from './demo-products';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '@mocks/data/users';

export const GUEST_ADDRESS = {
  name: 'Guest Shopper',
  email: 'guest.shopper@example.com',
  phone_no: '+8801712345678',
  address: '12 Lake Road',
  postal_code: '1207',
};

/** A city of the demo shop with its country and state ids. */
export function demoCity() {
  const city = getCatalogue().cities[0]!;
  return { country_id: city.country_id, state_id: city.state_id, city_id: city.id, name: city.name };
}

export const signInDemoCustomer = () =>
  login({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD, remember: 0 });

/** Fills the cart with one product from each of `shops` shops and returns the cart's trx id. */
export async function fillCart(shops = 2): Promise<string> {
  let trxId = '';
  for (const product of buyableProducts(shops)) {
    const answer = await addToCart({ id: product.id, quantity: 1 });
    trxId = answer.carts[0]?.trx_id ?? trxId;
  }
  return trxId;
}

/**
 * Buys one product from each of `shops` shops, shipped to a new address, paid `payment` (cash on delivery
 * unless told otherwise). Returns the transaction and its orders.
 */
/** Fills the cart from `shops` shops, saves a new address and confirms: the orders now await payment. */
export async function confirmCart(shops = 2, typed: Partial<typeof GUEST_ADDRESS> = {}): Promise<string> {
  const trxId = await fillCart(shops);
  const { country_id, state_id, city_id } = demoCity();
  const { address } = await saveAddress({ ...GUEST_ADDRESS, ...typed, country_id, state_id, city_id });
  if (typeof address !== 'object') throw new Error('the demo shop did not return the saved address');
  await confirmOrder({ checkout_method: 2, shipping_address: address, billing_address: address });
  return trxId;
}

export async function placeOrder({
  shops = 2,
  payment = 'cash_on_delivery',
  guest = true,
  address = {},
}: {
  shops?: number;
  payment?: 'cash_on_delivery' | 'wallet' | 'pay_later';
  guest?: boolean;
  /** What the shopper typed in the address instead of GUEST_ADDRESS's. */
  address?: Partial<typeof GUEST_ADDRESS>;
} = {}): Promise<{
  trxId: string;
  orders: OrderOutput[];
}> {
  const trxId = await confirmCart(shops, address);
  await completeOrder({ payment_type: payment, trx_id: trxId }, guest ? { guest: 1 } : undefined);
  const { orders } = await getInvoicesByTrx(trxId);
  return { trxId, orders };
}

/** The cart `trxId` checked out to a new address (GUEST_ADDRESS), cash on delivery: its first order. */
export async function orderTheCart(trxId: string): Promise<OrderOutput> {
  const { address } = await saveAddress({ ...GUEST_ADDRESS, ...demoCity() });
  if (typeof address !== 'object') throw new Error('the demo shop did not save the address');
  await confirmOrder({ checkout_method: 2, shipping_address: address, billing_address: address });
  await completeOrder({ payment_type: 'cash_on_delivery', trx_id: trxId });
  return (await getInvoicesByTrx(trxId)).orders[0]!;
}

/**
 * The demo customer (signed in here) buys one refundable product, cash on delivery, and the demo shop delivers it:
 * an order with one line a refund may be asked for.
 */
export async function deliveredRefundableOrder(): Promise<{
  order: OrderOutput;
  line: OrderOutput['order_details'][number];
}> {
  await signInDemoCustomer();
  const product = getCatalogue().products.find(
    (p) =>
      p.is_refundable &&
      p.cash_on_delivery &&
      p.status === 'published' &&
      p.is_approved &&
      !p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.minimum_order_quantity === 1 &&
      p.current_stock > 5,
  )!;
  const { carts } = await addToCart({ id: product.id, quantity: 1 });
  const order = await orderTheCart(carts[0]!.trx_id);
  await fetch(`${globalThis.location.origin}/__demo-shop/deliver-order/${order.id}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return { order, line: order.order_details[0]! };
}

export { buyableProducts } from './demo-products';
