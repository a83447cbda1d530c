/**
 * The demo shop's answers to the storefront's vendor-script addresses on its own origin
 * (`<base>/__demo-shop/vendor/…`, src/domain/payments/gateways): local stand-ins for the payment vendors' browser
 * scripts, served as JavaScript by the browser's service worker like every other answer of the demo shop.
 */
import { http, HttpResponse } from 'msw';
import { DEMO_VENDOR_SCRIPT_PATH } from '@/domain/payments/gateways/demo-vendor-paths';
import { flutterwaveStandInScript } from './flutterwave-stand-in';
import { googlePayStandInScript } from './google-pay-stand-in';
import { kkiapayStandInScript } from './kkiapay-stand-in';
import { midtransStandInScript } from './midtrans-stand-in';
import { paypalStandInScript } from './paypal-stand-in';
import { paystackStandInScript } from './paystack-stand-in';
import { razorpayStandInScript } from './razorpay-stand-in';

const STAND_INS: Readonly<Record<string, () => string>> = {
  'paypal-sdk.js': paypalStandInScript,
  'razorpay-checkout.js': razorpayStandInScript,
  'paystack-inline.js': paystackStandInScript,
  'flutterwave-checkout.js': flutterwaveStandInScript,
  'kkiapay-widget.js': kkiapayStandInScript,
  'midtrans-snap.js': midtransStandInScript,
  'google-pay.js': googlePayStandInScript,
};

export const vendorScriptHandlers = [
  http.get(`*/${DEMO_VENDOR_SCRIPT_PATH}:file`, ({ params }) => {
    const script = STAND_INS[String(params.file)];
    if (!script) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(script(), {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
    });
  }),
];
