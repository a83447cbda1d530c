// Who pays, for gateways that ask (Paystack: name, e-mail, phone): the signed-in shopper, else the guest's billing
// or shipping address on the order.
import type { GetPaymentOrderResponseOutput } from '@/api-generated/model';
import type { Storefront } from '@/lib/session';
import type { Payer } from '@/domain/payments';

type Order = GetPaymentOrderResponseOutput['orders'][number];

export function payerOf(user: Storefront['user'], order: Order): Payer | null {
  const address = order.billing_address ?? order.shipping_address;
  const email = user?.email || address?.email || '';
  if (!email) return null;
  return {
    name: user?.full_name || address?.name || '',
    email,
    phone: user?.phone || address?.phone_no || '',
  };
}
