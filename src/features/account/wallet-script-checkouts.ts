// Wallet top-ups through a vendor's own script (backend-api §2.14): the amount is typed in the active currency, the
// vendor charges it in its own currency, and the backend is told the typed amount (the server divides it by the
// active rate) with the vendor's reference: `user/recharge-wallet` for PayPal, Razorpay, Paystack, Flutterwave and
// KkiaPay, `user/complete-recharge` for Google Pay. Midtrans cannot top up here: Snap needs a token for the amount,
// and no backend route makes one for a typed top-up (README, compatibility).
import type { CompleteRechargeRequest, RechargeWalletRequest } from '@/api-generated/model';
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
  startPayPal,
  startPaystack,
  startRazorpay,
  type GatewayType,
  type StartScriptPayment,
} from '@/lib/payment-gateways';

export interface WalletCheckoutContext {
  settings: Readonly<Record<string, unknown>>;
  /** The top-up as typed, in the active currency. */
  amount: number;
  activeRate: number;
  currencyCode: string;
  /** The wallet-data answer's INR row (`indian_currency`), or null. */
  indianCurrency: { exchange_rate: number } | null;
  /** The wallet-data answer's XOF row (`xof`, KkiaPay), or null. */
  xof: { exchange_rate: number } | null;
  /** The shopper (Paystack and Flutterwave require an e-mail). */
  email: string;
  name: string;
  phone: string;
  demoShop: boolean;
}

/** What recharge-wallet or complete-recharge reads from the vendor's payment besides `payment_type` and `amount`. */
export type WalletGatewayFields = Pick<RechargeWalletRequest, 'transaction_id'> &
  Pick<CompleteRechargeRequest, 'token'>;

export interface WalletCheckout {
  charge: string;
  start: StartScriptPayment<WalletGatewayFields>;
  /** The backend route the payment is told to (§2.14). */
  completes: 'recharge-wallet' | 'complete-recharge';
}

type Checkout = (context: WalletCheckoutContext) => WalletCheckout | null;

const WALLET_CHECKOUTS: Partial<Record<GatewayType, Checkout>> = {
  // §2.14: PayPal posts to recharge-wallet; its amount converted back to USD by the active rate (§5.1).
  paypal: ({ settings, amount, activeRate, demoShop }) => {
    const usd = paypalAmount(amount / activeRate, activeRate);
    const start = startPayPal({ clientId: String(settings.paypal_key ?? ''), amount: usd, demoShop });
    return {
      charge: `${usd} USD`,
      start: (container, outcome) =>
        start(container, { ...outcome, paid: (capture) => outcome.paid({ transaction_id: capture.id }) }),
      completes: 'recharge-wallet',
    };
  },
  // The reference names no wallet route for Razorpay, but the wallet's setup carries the INR row it needs
  // (`wallet-data` → `indian_currency`): it posts to recharge-wallet like the other script gateways (inferred).
  razor_pay: ({ settings, amount, activeRate, indianCurrency, demoShop }) => {
    if (!indianCurrency) return null;
    const paise = razorpayAmount(amount / activeRate, indianCurrency.exchange_rate);
    const start = startRazorpay({
      key: String(settings.razor_key ?? ''),
      amount: paise,
      shopName: String(settings.system_name ?? ''),
      demoShop,
    });
    return {
      charge: `${(paise / 100).toFixed(2)} INR`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ transaction_id: payment.razorpay_payment_id }),
        }),
      completes: 'recharge-wallet',
    };
  },
  // §2.14: Paystack posts to recharge-wallet, its reference as the contract's `transaction_id`.
  paystack: ({ settings, amount, activeRate, email, demoShop }) => {
    if (!email) return null;
    const kobo = paystackAmount(amount / activeRate, Number(settings.ngn_exchange_rate) || 1);
    const start = startPaystack({ key: String(settings.paystack_pk ?? ''), email, amount: kobo, demoShop });
    return {
      charge: `${(kobo / 100).toFixed(2)} NGN`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ transaction_id: payment.reference }),
        }),
      completes: 'recharge-wallet',
    };
  },
  // §2.14: Flutterwave posts to recharge-wallet; it charges the typed amount in the active currency.
  flutter_wave: ({ settings, amount, activeRate, currencyCode, email, name, phone, demoShop }) => {
    if (!email) return null;
    const charged = flutterwaveAmount(amount / activeRate, activeRate);
    const start = startFlutterwave({
      publicKey: String(settings.flw_public_key ?? ''),
      amount: charged,
      currency: currencyCode,
      reference: `wallet-${Date.now().toString(36)}`,
      customer: { email, name, phone },
      demoShop,
    });
    return {
      charge: `${charged} ${currencyCode}`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ transaction_id: String(payment.transaction_id) }),
        }),
      completes: 'recharge-wallet',
    };
  },
  // §2.14: KkiaPay posts to recharge-wallet; it charges in XOF at the wallet-data answer's XOF rate.
  kkiapay: ({ settings, amount, activeRate, xof, email, name, phone, demoShop }) => {
    if (!xof) return null;
    const francs = kkiapayAmount(amount / activeRate, xof.exchange_rate);
    const start = startKkiapay({
      settings,
      amount: francs,
      payer: { email, name, phone },
      demoShop,
    });
    return {
      charge: `${francs} XOF`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (payment) => outcome.paid({ transaction_id: payment.transactionId }),
        }),
      completes: 'recharge-wallet',
    };
  },
  // §2.14: Google Pay completes at complete-recharge, with Google's token for the shop's card gateway.
  google_pay: ({ settings, amount, activeRate, currencyCode, demoShop }) => {
    const merchant = googlePayMerchant(settings);
    if (!merchant) return null;
    const charged = googlePayAmount(amount / activeRate, activeRate);
    const start = startGooglePay({ merchant, amount: charged, currency: currencyCode, demoShop });
    return {
      charge: `${charged} ${currencyCode}`,
      start: (container, outcome) =>
        start(container, {
          ...outcome,
          paid: (data) => outcome.paid({ token: data.paymentMethodData.tokenizationData.token }),
        }),
      completes: 'complete-recharge',
    };
  },
};

/** The wallet tops up through this gateway's script when the shop offers it (`indian_currency` for Razorpay). */
export const walletCheckoutAvailable = (
  type: GatewayType,
  context: Omit<WalletCheckoutContext, 'amount'>,
): boolean => WALLET_CHECKOUTS[type]?.({ ...context, amount: 1 }) != null;

export const walletCheckout = (
  type: GatewayType,
  context: WalletCheckoutContext,
): WalletCheckout | undefined => WALLET_CHECKOUTS[type]?.(context) ?? undefined;
