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
export { buyableProducts } from './demo-products';
