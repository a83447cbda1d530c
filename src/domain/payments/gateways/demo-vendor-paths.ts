// Where the demo shop's stand-in vendors live. Pure constants, no import: the demo shop (mocks/) reads them here,
// as it reads the gateway table (gateways.ts), without the vendors' script loaders (eslint.config.js, MOCKS_ZONES).

/**
 * Where the built-in demo shop serves its stand-in for a vendor's script, below the app's own base path: same
 * origin, so the demo's CSP stays `script-src 'self'` (mocks/payment-gateways answers it).
 */
export const DEMO_VENDOR_SCRIPT_PATH = '__demo-shop/vendor/';

/**
 * Where the demo shop's simulated vendors record a payment their stand-in took and answer its reference
 * (`POST {gateway, currency, amount}` → `{reference}`): the reference a top-up must carry on the demo shop.
 */
export const DEMO_VENDOR_PAYMENTS_PATH = `${DEMO_VENDOR_SCRIPT_PATH}payments`;
