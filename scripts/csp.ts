// The storefront's Content-Security-Policy (quality bar R5): what a shop owner sends with every page of the
// storefront (README, "Checklist before going live"), and what `npm run preview:demo` (mocks/server, with the
// additions its settings switch on: page-policy.ts) and `vite preview` (the end-to-end build, vite.config.ts) send,
// so every journey runs under it.

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Radix's modal parts (Dialog, Sheet, Select) lock the page's scroll through react-remove-scroll-bar, which
  // injects a <style> whose text depends on the scrollbar's width (no hash can match), and Select's viewport renders
  // one of its own. A nonce needs a server that renders one per response; the build is static. So inline <style>
  // elements only: style attributes, scripts and event handlers stay blocked.
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  // Product and shop pictures come from wherever the backend stores them (a CDN, a bucket); the demo shop's are
  // data: URIs; a profile picture is previewed from a blob: before upload.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // A shop video (an mp4) may be stored on another host, like the pictures.
  'media-src': ["'self'", 'https:'],
  'font-src': ["'self'"],
  // The API is same-origin. Hosted Pusher: WebSocket, then its HTTP fallback. A CSP wildcard stands only for a whole
  // leftmost label (`ws-*.pusher.com` is not valid), so `*.pusher.com`, which a shop may narrow to its cluster.
  'connect-src': ["'self'", 'wss://*.pusher.com', 'https://*.pusher.com'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The storefront posts no forms (everything goes through fetch); payment gateways are opened by navigation.
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // Where the browser reports what the policy blocked: `report-to` names the `Reporting-Endpoints` entry (CSP 3),
  // `report-uri` serves browsers that do not know it yet (it is ignored by those that do). A same-origin path the
  // shop's server answers (README; the demo server prints each report).
  'report-uri': ['/csp-report'],
  'report-to': ['csp-endpoint'],
} as const satisfies Record<string, readonly string[]>;

/** The path reports are posted to, and the `Reporting-Endpoints` header that names it for `report-to`. */
export const CSP_REPORT_PATH = CSP_DIRECTIVES['report-uri'][0];
export const REPORTING_ENDPOINTS = `${CSP_DIRECTIVES['report-to'][0]}="${CSP_REPORT_PATH}"`;

/** The header's value: `name source …; …`. */
export const serializeCsp = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export const CONTENT_SECURITY_POLICY = serializeCsp(CSP_DIRECTIVES);

// ─── What a sign-in option adds, only when the shop switches it on ───────────────────────────────────────────
// The storefront loads these third parties only on the login screen and only when their settings are on (README,
// "Content-Security-Policy"): a shop that uses one sends `cspWith(CSP_DIRECTIVES, …)` instead of the base policy.

type Directives = Record<string, readonly string[]>;

/**
 * reCAPTCHA v2 on the login form (`is_recaptcha_activated`): Google's script and the frames of its checkbox, as
 * Google's FAQ lists them. Its widget writes `style="…"` attributes into its markup (google/recaptcha#107), so
 * style attributes are allowed too; elements and scripts stay as strict as the base.
 */
export const RECAPTCHA_CSP = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'style-src-attr': ["'unsafe-inline'"],
} as const satisfies Directives;

/**
 * Social sign-in through Firebase Auth (`is_*_login_activated` with VITE_FIREBASE_AUTH_DOMAIN): its SDK is bundled
 * ('self'); its popup helper loads Google's gapi loader, frames the project's auth domain, and signs in through the
 * Identity Toolkit API. The session is dropped at once (no token refresh), so securetoken.googleapis.com is not used.
 */
export const firebaseAuthCsp = (authDomain: string): Directives => {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(authDomain))
    throw new Error(`firebaseAuthCsp: "${authDomain}" is not a host name`);
  return {
    'script-src': ['https://apis.google.com'],
    'frame-src': [`https://${authDomain.toLowerCase()}`],
    'connect-src': ['https://identitytoolkit.googleapis.com'],
  };
};

// A directive a policy leaves out falls back to another (CSP 3); an addition to it starts from what that allowed.
const FALLBACK: Readonly<Record<string, string>> = {
  'script-src-elem': 'script-src',
  'script-src-attr': 'script-src',
  'style-src-elem': 'style-src',
  'style-src-attr': 'style-src',
  'frame-src': 'child-src',
  'child-src': 'default-src',
  'worker-src': 'child-src',
};

const effectiveSources = (policy: Directives, name: string): readonly string[] => {
  const own = policy[name];
  if (own) return own;
  const fallback = FALLBACK[name] ?? (name.endsWith('-src') && name !== 'default-src' ? 'default-src' : null);
  return fallback ? effectiveSources(policy, fallback) : [];
};

/** `base` plus each addition's sources, each once, without changing `base`. */
export function cspWith(base: Directives, ...additions: Directives[]): Record<string, string[]> {
  const policy: Record<string, string[]> = Object.fromEntries(
    Object.entries(base).map(([name, sources]) => [name, [...sources]]),
  );
  for (const addition of additions) {
    for (const [name, sources] of Object.entries(addition)) {
      const current = policy[name] ?? [...effectiveSources(policy, name)];
      policy[name] = [...current, ...sources.filter((source) => !current.includes(source))];
    }
  }
  return policy;
}

// ─── What a payment method adds, only when the shop switches it on ───────────────────────────────────────────

/**
 * JazzCash (`is_jazz_cash_activated`): the payment page submits a GET form to the backend's `jazz_url`, JazzCash's
 * merchant form on its sandbox or live host, which `form-action 'self'` blocks (form-action also covers GET forms).
 * Keep the one host `jazz_url` names.
 */
export const JAZZ_CASH_CSP = {
  'form-action': ['https://sandbox.jazzcash.com.pk', 'https://payments.jazzcash.com.pk'],
} as const satisfies Directives;

/**
 * PayPal (`is_paypal_activated` with `paypal_key`): the payment page loads PayPal's JS SDK
 * (`https://www.paypal.com/sdk/js`, for sandbox client ids too) when the shopper pays with PayPal; its buttons and
 * checkout (Venmo's button among them) run in PayPal's own frames, whose calls are governed by their own policy.
 * PayPal's published list (developer.paypal.com "Best Practices", CSP) is wildcards — `*.paypal.com`,
 * `*.paypalobjects.com`, `*.venmo.com` and `'unsafe-inline'` — which would let any of their subdomains run script in
 * the shop's page. Narrowed here to PayPal's own hosts the SDK uses from the shop's page: its script and assets, its
 * checkout frames (live and sandbox), and its logger. If a test payment's console reports a block, add that host.
 */
export const PAYPAL_CSP = {
  'script-src': ['https://www.paypal.com', 'https://www.paypalobjects.com'],
  'frame-src': ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  'connect-src': ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
} as const satisfies Directives;

/**
 * Razorpay (`is_razorpay_activated` with `razor_key` and an INR currency): the payment page loads its Standard
 * Checkout (`https://checkout.razorpay.com/v1/checkout.js`) when the shopper pays with Razorpay; the checkout opens
 * in a frame from `api.razorpay.com` and reports its events to `lumberjack.razorpay.com`. Razorpay publishes no CSP
 * list: these are the hosts checkout.js uses (check the browser console on a test payment).
 */
export const RAZORPAY_CSP = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const satisfies Directives;

/**
 * Paystack (`is_paystack_activated` with `paystack_pk`): the payment page loads its inline script
 * (`https://js.paystack.co/v1/inline.js`) when the shopper pays with Paystack; its window is a frame from
 * `checkout.paystack.com`, which talks to `api.paystack.co`. Check the console on a test payment.
 */
export const PAYSTACK_CSP = {
  'script-src': ['https://js.paystack.co'],
  'frame-src': ['https://checkout.paystack.com'],
  'connect-src': ['https://api.paystack.co'],
} as const satisfies Directives;

/**
 * Flutterwave (`is_flutterwave_activated` with `flw_public_key`): the payment page loads its inline checkout
 * (`https://checkout.flutterwave.com/v3.js`) when the shopper pays with Flutterwave; its window is a frame from
 * `checkout.flutterwave.com`, which calls `api.flutterwave.com`. Check the console on a test payment.
 */
export const FLUTTERWAVE_CSP = {
  'script-src': ['https://checkout.flutterwave.com'],
  'frame-src': ['https://checkout.flutterwave.com'],
  'connect-src': ['https://api.flutterwave.com'],
} as const satisfies Directives;

/**
 * KkiaPay (`is_kkiapay_activated` with `kkiapay_public_key` and an XOF currency): the payment page (and the wallet)
 * load its widget script (`https://cdn.kkiapay.me/k.js`) when the shopper pays with KkiaPay; the widget is a frame
 * from a `kkiapay.me` host, which calls KkiaPay's API there. Check the console on a sandbox payment.
 */
export const KKIAPAY_CSP = {
  'script-src': ['https://cdn.kkiapay.me'],
  'frame-src': ['https://*.kkiapay.me'],
  'connect-src': ['https://*.kkiapay.me'],
} as const satisfies Directives;

/**
 * Midtrans (`is_mid_trans_activated` with `mid_trans_client_id`): the payment page loads Snap
 * (`https://app.midtrans.com/snap/snap.js`, or `app.sandbox.midtrans.com` for a sandbox key) when the shopper pays
 * with Midtrans; Snap's window is a frame from the same host, which calls Midtrans's API. Keep the one environment
 * your key is for.
 */
export const MIDTRANS_CSP = {
  'script-src': ['https://app.midtrans.com', 'https://app.sandbox.midtrans.com'],
  'frame-src': ['https://app.midtrans.com', 'https://app.sandbox.midtrans.com'],
  'connect-src': ['https://api.midtrans.com', 'https://api.sandbox.midtrans.com'],
} as const satisfies Directives;

/**
 * Google Pay (`is_google_pay_activated` with `google_pay_gateway`): the payment page (and the wallet) load Google's
 * `https://pay.google.com/gp/p/js/pay.js` when the shopper pays with Google Pay; its button and sheet talk to and
 * frame `pay.google.com`. The button's pictures come over `https:` (the base's img-src) and its `<style>` element is
 * allowed by the base.
 */
export const GOOGLE_PAY_CSP = {
  'script-src': ['https://pay.google.com'],
  'frame-src': ['https://pay.google.com'],
  'connect-src': ['https://pay.google.com'],
} as const satisfies Directives;
