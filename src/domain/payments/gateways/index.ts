// Payment gateways (backend-api §2.12): which the shop offers, where a redirect gateway's payment starts, and what
// the app remembers while the shopper is away at a gateway.
// Re-exported by the payments word's face (src/domain/payments/index.ts), which code outside it imports.
export { GATEWAYS, gatewayByType, offeredGateways } from './gateways.ts';
export type {
  Gateway,
  GatewayDefinition,
  GatewaySetup,
  GatewayType,
  LinkQueryPart,
  RedirectLink,
} from './gateways.ts';
export { JAZZ_CASH_HOSTS, jazzCashForm, type GatewayForm } from './jazz-cash.ts';
export { orderPaymentLink, walletTopUpLink, type OrderToPay } from './links.ts';
export {
  forgetGatewayHandOff,
  HAND_OFF_LIFETIME_MS,
  recallGatewayHandOff,
  rememberGatewayHandOff,
} from './hand-off.ts';
export type { GatewayHandOff } from '@/lib/storage';
export { takeDemoVendorPayment, type DemoVendorCharge } from './demo-vendor.ts';
export {
  forgetTakenPayment,
  recallTakenPayment,
  recallTakenPaymentOf,
  rememberTakenPayment,
  type TakenPayment,
  type TakenPaymentSubject,
} from '../taken-payments.ts';
export {
  DEMO_VENDOR_PAYMENTS_PATH,
  DEMO_VENDOR_SCRIPT_PATH,
  VendorScriptError,
  type ScriptPaymentOutcome,
  type StartScriptPayment,
} from './vendor-script.ts';
export {
  loadPayPal,
  PAYPAL_SDK,
  paypalAmount,
  paypalSdkSource,
  startPayPal,
  type PayPalPayment,
  type PayPalButtons,
  type PayPalButtonsOptions,
  type PayPalCapture,
  type PayPalOrderRequest,
  type PayPalSdk,
} from './paypal.ts';
export {
  loadRazorpay,
  RAZORPAY_CHECKOUT,
  razorpayAmount,
  razorpaySource,
  startRazorpay,
  type RazorpayPaymentSetup,
  type Razorpay,
  type RazorpayCheckout,
  type RazorpayOptions,
  type RazorpayPayment,
} from './razorpay.ts';
export {
  loadPaystack,
  PAYSTACK_INLINE,
  paystackAmount,
  paystackSource,
  startPaystack,
  type PaystackOptions,
  type PaystackPayment,
  type PaystackPaymentSetup,
  type PaystackPop,
} from './paystack.ts';
export {
  FLUTTERWAVE_CHECKOUT,
  flutterwaveAmount,
  flutterwaveSource,
  loadFlutterwave,
  startFlutterwave,
  type FlutterwaveCheckout,
  type FlutterwaveOptions,
  type FlutterwavePayment,
  type FlutterwavePaymentSetup,
} from './flutterwave.ts';
export {
  KKIAPAY_WIDGET,
  kkiapayAmount,
  kkiapaySource,
  loadKkiapay,
  startKkiapay,
  type KkiapayOptions,
  type KkiapayPayment,
  type KkiapayPaymentSetup,
  type KkiapayWidget,
} from './kkiapay.ts';
export {
  loadMidtrans,
  MIDTRANS_SNAP,
  MIDTRANS_SNAP_SANDBOX,
  midtransSource,
  startMidtrans,
  type MidtransCallbacks,
  type MidtransPaymentSetup,
  type MidtransResult,
  type MidtransSnap,
} from './midtrans.ts';
export {
  GOOGLE_PAY_JS,
  googlePayAmount,
  googlePayMerchant,
  googlePayRequest,
  googlePaySource,
  loadGooglePay,
  startGooglePay,
  type GooglePayApi,
  type GooglePayClient,
  type GooglePayMerchant,
  type GooglePayPaymentData,
  type GooglePayPaymentSetup,
  type GooglePayRequest,
} from './google-pay.ts';
