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
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '@mocks/data/users';
import type { Product } from '@mocks/domain/types';

/** Plain products anyone can buy cash on delivery, one per shop (not in-house), cheapest first. */
export function buyableProducts(count: number): Product[] {
  const picked: Product[] = [];
  const sellers = new Set<number>();
  const candidates = getCatalogue()
    .products.filter(
      (p: Product) =>
        p.status === 'published' &&
        p.is_approved &&
        !p.is_catalog &&
        !p.is_classified &&
        !p.has_variant &&
        !p.is_digital &&
        p.cash_on_delivery &&
        p.minimum_order_quantity === 1 &&
        p.user_id > 1 &&
        p.current_stock >= 20 &&
        p.price < 60,
    )
    .sort((a: Product, b: Product) => a.price - b.price);
  for (const product of candidates) {
    if (sellers.has(product.user_id)) continue;
    sellers.add(product.user_id);
    picked.push(product);
    if (picked.length === count) break;
  }
  return picked;
}

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
export async function confirmCart(shops = 2): Promise<string> {
  const trxId = await fillCart(shops);
  const { country_id, state_id, city_id } = demoCity();
  const { address } = await saveAddress({ ...GUEST_ADDRESS, country_id, state_id, city_id });
  if (typeof address !== 'object') throw new Error('the demo shop did not return the saved address');
  await confirmOrder({ checkout_method: 2, shipping_address: address, billing_address: address });
  return trxId;
}

export async function placeOrder({
  shops = 2,
  payment = 'cash_on_delivery',
  guest = true,
}: { shops?: number; payment?: 'cash_on_delivery' | 'wallet' | 'pay_later'; guest?: boolean } = {}): Promise<{
  trxId: string;
  orders: OrderOutput[];
}> {
  const trxId = await confirmCart(shops);
  await completeOrder({ payment_type: payment, trx_id: trxId }, guest ? { guest: 1 } : undefined);
  const { orders } = await getInvoicesByTrx(trxId);
  return { trxId, orders };
}
