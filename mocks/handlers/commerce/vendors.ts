/**
 * Demo-only (not the shop's API, not in the contract): the simulated payment vendors' own service. A stand-in that
 * takes a payment — a vendor script's window (mocks/payment-gateways), the browser demo's simulated gateway page —
 * asks it for the payment's reference, as a real vendor's records would hold it; recharge-wallet and
 * complete-recharge credit a top-up only against such a reference (state/vendor-payments.ts).
 */
import { http, type AnyHandler } from 'msw';
import { DEMO_VENDOR_PAYMENTS_PATH } from '@/domain/payments/gateways/demo-vendor-paths';
import { now } from '../../domain/clock';
import { invalid, ok, readBody } from '../../http/respond';
import { issueVendorPayment } from '../../state/vendor-payments';
import { mutate, numberOf, stringOf } from './shared';

export const vendorHandlers: AnyHandler[] = [
  http.post(`*/${DEMO_VENDOR_PAYMENTS_PATH}`, async ({ request }) => {
    const body = await readBody(request);
    const gateway = stringOf(body.gateway);
    const currency = stringOf(body.currency).toUpperCase();
    const amount = numberOf(body.amount);
    const errors: Record<string, string[]> = {};
    if (!/^[a-z_]{1,32}$/.test(gateway)) errors.gateway = ['The gateway field is required.'];
    if (!/^[A-Z]{3}$/.test(currency)) errors.currency = ['The currency must be a currency code.'];
    if (amount === null || amount <= 0) errors.amount = ['The amount must be greater than 0.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const at = now();
    const payment = mutate((state) => issueVendorPayment(state, { gateway, currency, amount: amount! }, at));
    return ok({ reference: payment.reference });
  }),
];
