/**
 * The demo shop's commerce operations (backend-api §2.10–2.14): cart and coupons, addresses and checkout,
 * payment, orders and invoices, and the account (profile, notifications, wallet, rewards). Each area lives in
 * handlers/commerce/*.ts; shared response shapes in handlers/commerce/views.ts and http/views.ts.
 */
import type { AnyHandler } from 'msw';
import { accountHandlers } from './commerce/account';
import { cartHandlers } from './commerce/cart';
import { checkoutHandlers } from './commerce/checkout';
import { orderHandlers } from './commerce/orders';
import { vendorHandlers } from './commerce/vendors';

export const commerceHandlers: AnyHandler[] = [
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...accountHandlers,
  ...vendorHandlers,
];
