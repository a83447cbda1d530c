// The gateways paid through the vendor's own browser script (backend-api §2.12, §2.14; ADR 054): one table for both
// completing requests. An order's payment is told to complete-order; a wallet top-up (typed in the active currency)
// to recharge-wallet, or complete-recharge for Google Pay. Each row says what the vendor charges, what its panel
// starts and what each completing request reads from the vendor's payment. Midtrans cannot top up a wallet: Snap
// needs a token for the amount, and no backend route makes one for a typed top-up (README, compatibility).
import type {
  CompleteOrderRequest,
  CompleteRechargeRequest,
  RechargeWalletRequest,
} from '@/api-generated/model';
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
} from './gateways';

export interface Payer {
  name: string;
  email: string;
  phone: string;
}

/** The request that completes the vendor's payment: an order's (complete-order) or a wallet top-up's. */
export type CompletingRequest =
  | {
      kind: 'order';
      /** The transaction paid for. */
      trxId: string;
      /** The Snap token of these orders (`mid_trans_token`, Midtrans), or null. */
      midTransToken: string | null;
    }
  | { kind: 'wallet' };

export interface ScriptCheckoutContext<Request extends CompletingRequest = CompletingRequest> {
  settings: Readonly<Record<string, unknown>>;
  /** What is paid, in the default currency: the orders' total, or the typed top-up divided by the active rate. */
  total: number;
  /** The active currency's rate and code. */
  activeRate: number;
  currencyCode: string;
  /** The INR row of the payment-order or wallet-data answer (`indian_currency`, Razorpay), or null. */
  indianCurrency: { exchange_rate: number } | null;
  /** The XOF row of the payment-order or wallet-data answer (`xof`, KkiaPay), or null. */
  xof: { exchange_rate: number } | null;
  /** Who pays (the shopper, or a guest's billing or shipping address): Paystack and Flutterwave need an e-mail. */
  payer: Payer | null;
  demoShop: boolean;
  completes: Request;
}

/** What complete-order reads from a vendor's payment besides `payment_type`, `trx_id` and `code`. */
export type GatewayFields = Pick<
  CompleteOrderRequest,
  'amount' | 'order' | 'transaction_id' | 'ref' | 'name' | 'email' | 'phone' | 'token'
>;

/** What recharge-wallet or complete-recharge reads from the vendor's payment besides `payment_type` and `amount`. */
export type WalletGatewayFields = Pick<RechargeWalletRequest, 'transaction_id'> &
  Pick<CompleteRechargeRequest, 'token'>;

type FieldsOf<Request extends CompletingRequest> = Request extends { kind: 'order' }
  ? GatewayFields
  : WalletGatewayFields;

export interface ScriptCheckout<Request extends CompletingRequest = CompletingRequest> {
  /** What the vendor charges, as it charges it. */
  charge: string;
  start: StartScriptPayment<FieldsOf<Request>>;
  /** The backend route the payment is told to. */
  completes: 'complete-order' | 'recharge-wallet' | 'complete-recharge';
  /** The backend's own page puts `trx_id` in complete-order's query too (PayPal, KkiaPay's callback address). */
  trxIdInQuery: boolean;
}

/** A vendor's checkout, whatever completes it: its raw payment and what each completing request reads from it. */
interface VendorCheckout<Payment> {
  charge: string;
  start: StartScriptPayment<Payment>;
  order: (payment: Payment) => GatewayFields;
  /** Null when a wallet top-up cannot be paid this way. */
  wallet: ((payment: Payment) => WalletGatewayFields) | null;
  walletRoute?: 'complete-recharge';
  trxIdInQuery?: boolean;
}

/** A gateway's checkout, or null when it cannot pay here (Razorpay without an INR row, Paystack without an e-mail). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row has its own vendor's payment type
type Row = (context: ScriptCheckoutContext) => VendorCheckout<any> | null;
const row = (build: Row): Row => build;
/** The vendor's panel first, so each row's payment type is the one its script hands over. */
const vendor = <Payment>(
  start: StartScriptPayment<Payment>,
  rest: Omit<VendorCheckout<Payment>, 'start'>,
): VendorCheckout<Payment> => ({ start, ...rest });

const SCRIPT_CHECKOUTS: Partial<Record<GatewayType, Row>> = {
  // §2.14: a top-up's PayPal amount is the typed one converted back to USD by the active rate (§5.1).
  paypal: row(({ settings, total, activeRate, demoShop }) => {
    const amount = paypalAmount(total, activeRate);
    return vendor(startPayPal({ clientId: String(settings.paypal_key ?? ''), amount, demoShop }), {
      charge: `${amount} USD`,
      // `order` is the capture, as the backend's page posts it (JSON text in this multipart body).
      order: (capture) => ({ amount: Number(amount), order: JSON.stringify(capture) }),
      wallet: (capture) => ({ transaction_id: capture.id }),
      trxIdInQuery: true,
    });
  }),
  // The reference names no wallet route for Razorpay, but the wallet's setup carries the INR row it needs
  // (`wallet-data` → `indian_currency`): it posts to recharge-wallet like the other script gateways (inferred).
  razor_pay: row(({ settings, total, indianCurrency, demoShop }) => {
    if (!indianCurrency) return null;
    const amount = razorpayAmount(total, indianCurrency.exchange_rate);
    return vendor(
      startRazorpay({
        key: String(settings.razor_key ?? ''),
        amount,
        shopName: String(settings.system_name ?? ''),
        demoShop,
      }),
      {
        charge: `${(amount / 100).toFixed(2)} INR`,
        // The amount in paise, as the backend's own form posts it; Razorpay's payment id as `transaction_id`.
        order: (payment) => ({ amount, transaction_id: payment.razorpay_payment_id }),
        wallet: (payment) => ({ transaction_id: payment.razorpay_payment_id }),
      },
    );
  }),
  paystack: row(({ settings, total, payer, demoShop }) => {
    if (!payer?.email) return null;
    const amount = paystackAmount(total, Number(settings.ngn_exchange_rate) || 1);
    return vendor(
      startPaystack({ key: String(settings.paystack_pk ?? ''), email: payer.email, amount, demoShop }),
      {
        charge: `${(amount / 100).toFixed(2)} NGN`,
        // §2.12: name, email, phone, amount and Paystack's reference as `ref` (the backend verifies it with Paystack);
        // `amount` as Paystack charged it, in kobo (inferred: the reference does not give its unit).
        order: (payment) => ({ amount, ref: payment.reference, ...payer }),
        // §2.14: its reference as the contract's `transaction_id`.
        wallet: (payment) => ({ transaction_id: payment.reference }),
      },
    );
  }),
  // Flutterwave charges in the active currency.
  flutter_wave: row(({ settings, total, activeRate, currencyCode, payer, demoShop, completes }) => {
    if (!payer?.email) return null;
    const amount = flutterwaveAmount(total, activeRate);
    const prefix = completes.kind === 'order' ? completes.trxId : 'wallet';
    return vendor(
      startFlutterwave({
        publicKey: String(settings.flw_public_key ?? ''),
        amount,
        currency: currencyCode,
        reference: `${prefix}-${Date.now().toString(36)}`,
        customer: payer,
        demoShop,
      }),
      {
        charge: `${amount} ${currencyCode}`,
        // §2.12: transaction_id and amount (as charged, in the active currency) besides payment_type, trx_id, code.
        order: (payment) => ({ amount: Number(amount), transaction_id: String(payment.transaction_id) }),
        wallet: (payment) => ({ transaction_id: String(payment.transaction_id) }),
      },
    );
  }),
  // KkiaPay charges in XOF at the answer's XOF rate.
  kkiapay: row(({ settings, total, xof, payer, demoShop }) => {
    if (!xof) return null;
    const amount = kkiapayAmount(total, xof.exchange_rate);
    return vendor(startKkiapay({ settings, amount, payer, demoShop }), {
      charge: `${amount} XOF`,
      // §2.12: the backend's page hands KkiaPay `user/complete-order?payment_type=kkiapay&code&trx_id` as its
      // callback, and KkiaPay adds the transaction; here the same fields, with the amount charged in XOF (contract).
      order: (payment) => ({ amount, transaction_id: payment.transactionId }),
      wallet: (payment) => ({ transaction_id: payment.transactionId }),
      trxIdInQuery: true,
    });
  }),
  // The backend's page posts a Midtrans payment to `user/complete-recharge` (a bug, §2.12): an order is completed
  // here, at complete-order, with Snap's transaction (README, compatibility).
  mid_trans: row(({ settings, total, activeRate, currencyCode, demoShop, completes }) => {
    const token = completes.kind === 'order' ? completes.midTransToken : null;
    if (!token) return null;
    return vendor(
      startMidtrans({
        clientKey: String(settings.mid_trans_client_id ?? '').trim(),
        token,
        demoShop,
      }),
      {
        // The backend made the token for the orders' total; Snap shows it in rupiah at the backend's own rate.
        charge: `${gatewayAmount(total, activeRate)} ${currencyCode}`,
        order: (result) => ({
          transaction_id: result.transaction_id,
          ...(result.gross_amount ? { amount: Number(result.gross_amount) } : {}),
        }),
        wallet: null,
      },
    );
  }),
  // Same backend bug as Midtrans for an order: completed at complete-order, with Google's token for the shop's
  // gateway; a top-up completes at complete-recharge (§2.14).
  google_pay: row(({ settings, total, activeRate, currencyCode, demoShop }) => {
    const merchant = googlePayMerchant(settings);
    if (!merchant) return null;
    const amount = googlePayAmount(total, activeRate);
    return vendor(startGooglePay({ merchant, amount, currency: currencyCode, demoShop }), {
      charge: `${amount} ${currencyCode}`,
      order: (data) => ({ amount: Number(amount), token: data.paymentMethodData.tokenizationData.token }),
      wallet: (data) => ({ token: data.paymentMethodData.tokenizationData.token }),
      walletRoute: 'complete-recharge',
    });
  }),
};

/** The gateway's checkout for this completing request, or undefined when it cannot pay with it here. */
export function scriptCheckout<Request extends CompletingRequest>(
  type: GatewayType,
  context: ScriptCheckoutContext<Request>,
): ScriptCheckout<Request> | undefined {
  const vendor = SCRIPT_CHECKOUTS[type]?.(context);
  if (!vendor) return undefined;
  const fields = context.completes.kind === 'order' ? vendor.order : vendor.wallet;
  if (!fields) return undefined;
  return {
    charge: vendor.charge,
    start: (container, outcome) =>
      vendor.start(container, { ...outcome, paid: (payment: unknown) => outcome.paid(fields(payment)) }),
    completes:
      context.completes.kind === 'order' ? 'complete-order' : (vendor.walletRoute ?? 'recharge-wallet'),
    trxIdInQuery: context.completes.kind === 'order' && vendor.trxIdInQuery === true,
  } as ScriptCheckout<Request>;
}

type OrderRequest = Extract<CompletingRequest, { kind: 'order' }>;

/** An order's context: what the payment-order answer and the page know. */
export interface OrderCheckoutContext extends Omit<ScriptCheckoutContext<OrderRequest>, 'completes'> {
  trxId: string;
  midTransToken: string | null;
}

/** The gateway's checkout for an order (complete-order), or undefined when it cannot pay with it here. */
export const orderCheckout = (type: GatewayType, { trxId, midTransToken, ...rest }: OrderCheckoutContext) =>
  scriptCheckout(type, { ...rest, completes: { kind: 'order', trxId, midTransToken } as OrderRequest });

/** A wallet top-up's context: the amount as typed, in the active currency, and the shopper. */
export interface WalletCheckoutContext extends Omit<
  ScriptCheckoutContext<{ kind: 'wallet' }>,
  'total' | 'payer' | 'completes'
> {
  amount: number;
  email: string;
  name: string;
  phone: string;
}

const walletContext = ({ amount, email, name, phone, ...rest }: WalletCheckoutContext) => ({
  ...rest,
  total: amount / rest.activeRate,
  payer: { email, name, phone },
  completes: { kind: 'wallet' } as const,
});

/** The wallet tops up through this gateway's script when the shop offers it (`indian_currency` for Razorpay). */
export const walletCheckoutAvailable = (type: GatewayType, context: Omit<WalletCheckoutContext, 'amount'>) =>
  scriptCheckout(type, walletContext({ ...context, amount: 1 })) !== undefined;

export const walletCheckout = (type: GatewayType, context: WalletCheckoutContext) =>
  scriptCheckout(type, walletContext(context));
