// The gateways the payment page pays through the vendor's own browser script (backend-api §2.12): what each one's
// panel starts, and what complete-order is told once the vendor took the payment (ADR 054).
import type { CompleteOrderRequest } from '@/api-generated/model';
import { gatewayAmount } from '@/lib/money';
import {
  flutterwaveAmount,
  googlePayAmount,
  googlePayMerchant,
  kkiapayAmount,
  paypalAmount,
  paystackAmount,
  razorpayAmount,
  startFlutterwave,
  startGooglePay,
  startKkiapay,
  startMidtrans,
  startPayPal,
  startPaystack,
  startRazorpay,
  type GatewayType,
  type StartScriptPayment,
} from '@/lib/payment-gateways';

export interface ScriptCheckoutContext {
  settings: Readonly<Record<string, unknown>>;
  /** What the orders cost, in the default currency. */
  total: number;
  /** The active currency's rate and code. */
  activeRate: number;
  currencyCode: string;
  /** The transaction paid for. */
  trxId: string;
  /** The INR row of the payment-order answer (`indian_currency`, Razorpay), or null. */
  indianCurrency: { exchange_rate: number } | null;
  /** The XOF row of the payment-order answer (`xof`, KkiaPay), or null. */
  xof: { exchange_rate: number } | null;
  /** The Snap token of these orders (`mid_trans_token`, Midtrans), or null. */
  midTransToken: string | null;
  /** Who pays (the shopper, or a guest's billing or shipping address): Paystack asks for them. */
  payer: Payer | null;
  demoShop: boolean;
}

export interface Payer {
  name: string;
  email: string;
  phone: string;
}

/** What complete-order reads from a vendor's payment besides `payment_type`, `trx_id` and `code`. */
export type GatewayFields = Pick<
  CompleteOrderRequest,
  'amount' | 'order' | 'transaction_id' | 'ref' | 'name' | 'email' | 'phone' | 'token'
>;

export interface ScriptCheckout {
  /** What the vendor charges, as it charges it. */
  charge: string;
  start: StartScriptPayment<GatewayFields>;
  /** The backend's own page puts `trx_id` in complete-order's query too (PayPal, KkiaPay's callback address). */
  trxIdInQuery: boolean;
}

/** A gateway's checkout, or null when this page cannot pay with it (Razorpay without an INR row). */
type Checkout = (context: ScriptCheckoutContext) => ScriptCheckout | null;

const SCRIPT_CHECKOUTS: Partial<Record<GatewayType, Checkout>> = {
  paypal: ({ settings, total, activeRate, demoShop }) => {
    const amount = paypalAmount(total, activeRate);
    const start = startPayPal({ clientId: String(settings.paypal_key ?? ''), amount, demoShop });
    return {
      charge: `${amount} USD`,
      // `order` is the capture, as the backend's page posts it (JSON text in this multipart body).
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (capture) => outcome.paid({ amount: Number(amount), order: JSON.stringify(capture) }),
        }),
      trxIdInQuery: true,
    };
  },
  razor_pay: ({ settings, total, indianCurrency, demoShop }) => {
    if (!indianCurrency) return null;
    const amount = razorpayAmount(total, indianCurrency.exchange_rate);
    const start = startRazorpay({
      key: String(settings.razor_key ?? ''),
      amount,
      shopName: String(settings.system_name ?? ''),
      demoShop,
    });
    return {
      charge: `${(amount / 100).toFixed(2)} INR`,
      // The amount in paise, as the backend's own form posts it; Razorpay's payment id as `transaction_id`.
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ amount, transaction_id: payment.razorpay_payment_id }),
        }),
      trxIdInQuery: false,
    };
  },
  paystack: ({ settings, total, payer, demoShop }) => {
    if (!payer?.email) return null;
    const amount = paystackAmount(total, Number(settings.ngn_exchange_rate) || 1);
    const start = startPaystack({
      key: String(settings.paystack_pk ?? ''),
      email: payer.email,
      amount,
      demoShop,
    });
    return {
      charge: `${(amount / 100).toFixed(2)} NGN`,
      // §2.12: name, email, phone, amount and Paystack's reference as `ref` (the backend verifies it with Paystack);
      // `amount` as Paystack charged it, in kobo (inferred: the reference does not give its unit).
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ amount, ref: payment.reference, ...payer }),
        }),
      trxIdInQuery: false,
    };
  },
  flutter_wave: ({ settings, total, activeRate, currencyCode, trxId, payer, demoShop }) => {
    if (!payer?.email) return null;
    const amount = flutterwaveAmount(total, activeRate);
    const start = startFlutterwave({
      publicKey: String(settings.flw_public_key ?? ''),
      amount,
      currency: currencyCode,
      reference: `${trxId}-${Date.now().toString(36)}`,
      customer: payer,
      demoShop,
    });
    return {
      charge: `${amount} ${currencyCode}`,
      // §2.12: transaction_id and amount (as charged, in the active currency) besides payment_type, trx_id, code.
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) =>
            outcome.paid({ amount: Number(amount), transaction_id: String(payment.transaction_id) }),
        }),
      trxIdInQuery: false,
    };
  },
  kkiapay: ({ settings, total, xof, payer, demoShop }) => {
    if (!xof) return null;
    const amount = kkiapayAmount(total, xof.exchange_rate);
    const start = startKkiapay({
      settings,
      amount,
      payer,
      demoShop,
    });
    return {
      charge: `${amount} XOF`,
      // §2.12: the backend's page hands KkiaPay `user/complete-order?payment_type=kkiapay&code&trx_id` as its callback,
      // and KkiaPay adds the transaction; here the same fields, with the amount charged in XOF (contract).
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ amount, transaction_id: payment.transactionId }),
        }),
      trxIdInQuery: true,
    };
  },
  // The backend's page posts a Midtrans payment to `user/complete-recharge` (a bug, §2.12): an order is completed
  // here, at complete-order, with Snap's transaction (README, compatibility).
  mid_trans: ({ settings, total, activeRate, currencyCode, midTransToken, demoShop }) => {
    if (!midTransToken) return null;
    const start = startMidtrans({
      clientKey: String(settings.mid_trans_client_id ?? '').trim(),
      token: midTransToken,
      demoShop,
    });
    return {
      // The backend made the token for the orders' total; Snap shows it in rupiah at the backend's own rate.
      charge: `${gatewayAmount(total, activeRate)} ${currencyCode}`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (result) =>
            outcome.paid({
              transaction_id: result.transaction_id,
              ...(result.gross_amount ? { amount: Number(result.gross_amount) } : {}),
            }),
        }),
      trxIdInQuery: false,
    };
  },
  // Same backend bug as Midtrans: completed at complete-order, with Google's token for the shop's gateway.
  google_pay: ({ settings, total, activeRate, currencyCode, demoShop }) => {
    const merchant = googlePayMerchant(settings);
    if (!merchant) return null;
    const amount = googlePayAmount(total, activeRate);
    const start = startGooglePay({ merchant, amount, currency: currencyCode, demoShop });
    return {
      charge: `${amount} ${currencyCode}`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (data) =>
            outcome.paid({ amount: Number(amount), token: data.paymentMethodData.tokenizationData.token }),
        }),
      trxIdInQuery: false,
    };
  },
};

/** The gateway's checkout, or undefined when the page does not run its script or cannot pay with it here. */
export const scriptCheckout = (
  type: GatewayType,
  context: ScriptCheckoutContext,
): ScriptCheckout | undefined => SCRIPT_CHECKOUTS[type]?.(context) ?? undefined;
