/**
 * Named demo-shop scenarios (conventions §10): each makes one failure reproducible on purpose — in `npm start`
 * (`?scenario=<name>` in the address, kept for the browser tab until `?scenario=none`), in Storybook
 * (`parameters.msw: scenarioHandlers('<name>')`) and in tests (`server.use(...scenarioHandlers('<name>'))`).
 * A scenario is a list of MSW handlers placed in front of the demo shop's own; API calls are recognised by the
 * `X-Requested-With` header every storefront request carries, so page assets are never touched.
 */
import { delay, getResponse, http, HttpResponse, type AnyHandler, type RequestHandler } from 'msw';
import { demoShopHandlers } from './handlers';
import { HOSTILE_HTML } from './data/hostile-html';
import { DEMO_CAPTCHA_PREFIX } from './sign-in/recaptcha-stand-in';
import { OWNER_SCENARIOS } from './state/owner-settings';
import { VENDOR_CURRENCY_ROWS } from './domain/vendor-payments';

const isApiCall = (request: Request) => request.headers.get('x-requested-with') === 'XMLHttpRequest';
const isStateChange = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

/** Replaces every `price`-like number in an answer with a string: what a backend bug or a proxy might send. */
function breakPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(breakPrices);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        /price/.test(key) && typeof inner === 'number' ? [key, 'N/A'] : [key, breakPrices(inner)],
      ),
    );
  }
  return value;
}

/** Every number under one of `keys`, anywhere in an answer, changed by `change` (the watch scenarios). */
function editNumbers(value: unknown, keys: readonly string[], change: (n: number) => number): unknown {
  if (Array.isArray(value)) return value.map((inner) => editNumbers(inner, keys, change));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        keys.includes(key) && typeof inner === 'number'
          ? [key, change(inner)]
          : [key, editNumbers(inner, keys, change)],
      ),
    );
  return value;
}

/** The answers a watched product's price and stock are read from: its page (and the re-check), the saved lists. */
/** GET handlers for `paths` that answer what the demo shop answers, with its body passed through `edit`. */
const editedAnswers = (paths: readonly string[], edit: (body: unknown) => unknown) =>
  paths.map((path) =>
    http.get(path, async ({ request }) => {
      const answer = await getResponse(
        demoShopHandlers.filter((h): h is RequestHandler => 'resolver' in h),
        request.clone(),
      );
      if (!answer) return undefined;
      return HttpResponse.json(edit(await answer.json()) as never, { status: answer.status });
    }),
  );

const WATCHED_ANSWERS = ['*/home/product-details/:slug', '*/user/wishlists', '*/home/compare-list'];

/** The demo shop's own answer to `request`, its JSON body changed by `edit`. */
async function editedDemoAnswer<Body>(request: Request, edit: (body: Body) => void) {
  const answer = await getResponse(
    demoShopHandlers.filter((h): h is RequestHandler => 'resolver' in h),
    request.clone(),
  );
  if (!answer) return undefined;
  const body = (await answer.json()) as Body;
  edit(body);
  return HttpResponse.json(body as never, { status: answer.status });
}

/** Settings a scenario switches on, where the demo builds read them (`GET /start-data`, `GET /settings/data`). */
function settingsHandlers(settings: Readonly<Record<string, unknown>>): AnyHandler[] {
  return [
    http.get('*/start-data', ({ request }) =>
      editedDemoAnswer<{ settings_data?: Record<string, unknown> }>(request, ({ settings_data }) => {
        if (settings_data) Object.assign(settings_data, settings);
      }),
    ),
    http.get('*/settings/data', ({ request }) =>
      editedDemoAnswer<Record<string, unknown>>(request, (answer) => Object.assign(answer, settings)),
    ),
  ];
}

/** What a shop that asks for reCAPTCHA sends (the `recaptcha` scenario); the key is the stand-in's. */
const RECAPTCHA_SETTINGS = { is_recaptcha_activated: 1, recaptcha_Site_key: 'demo-site-key' };

/**
 * What a shop that offers every gateway of the reference sends (the `gateways` scenario, backend-api §2.12): their
 * flags and keys (the demo stand-ins accept any), and the currency rows and Snap token they need, which the demo
 * shop's own data lack.
 */
const GATEWAY_SETTINGS = {
  is_paytm_activated: 1,
  is_razorpay_activated: 1,
  razor_key: 'rzp_test_demo',
  is_jazz_cash_activated: 1,
  is_mollie_activated: 1,
  is_paystack_activated: 1,
  paystack_pk: 'pk_test_demo',
  is_flutterwave_activated: 1,
  flw_public_key: 'FLWPUBK_TEST-demo',
  is_mercado_pago_activated: 1,
  is_mid_trans_activated: 1,
  mid_trans_client_id: 'SB-Mid-client-demo',
  is_telr_activated: 1,
  is_google_pay_activated: 1,
  google_pay_merchant_name: 'Marketfront demo',
  google_pay_gateway: 'example',
  google_pay_gateway_merchant_id: 'exampleGatewayMerchantId',
  is_nagad_activated: 1,
  is_amarpay_activated: 1,
  is_skrill_activated: 1,
  is_iyzico_activated: 1,
  is_kkiapay_activated: 1,
  kkiapay_public_key: 'demo-kkiapay-public-key',
  is_kkiapay_sandboxed: 1,
};
// The INR and XOF rows the simulated Razorpay and KkiaPay charge at (mocks/domain/vendor-payments.ts).
const { inr: INDIAN_RUPEE, xof: CFA_FRANC } = VENDOR_CURRENCY_ROWS;

/**
 * What a shop that offers no way to pay sends (the `no-payment-method` scenario, backend-api §2.12): every gateway
 * flag off, neither the wallet nor pay later switched on.
 */
export const NO_PAYMENT_METHOD_SETTINGS = {
  ...Object.fromEntries(
    [
      'paypal',
      'stripe',
      'sslcommerz',
      'paytm',
      'razorpay',
      'jazz_cash',
      'mollie',
      'paystack',
      'flutterwave',
      'mercado_pago',
      'mid_trans',
      'telr',
      'google_pay',
      'bkash',
      'nagad',
      'amarpay',
      'skrill',
      'iyzico',
      'kkiapay',
    ].map((gateway) => [`is_${gateway}_activated`, 0]),
  ),
  wallet_system: 0,
  pay_later_system: 0,
} as const;

export interface Scenario {
  description: string;
  handlers: () => AnyHandler[];
}

export const scenarios = {
  'server-error': {
    description: 'Every API call answers HTTP 500: error states with a Retry button, the cart kept.',
    handlers: () => [
      http.all('*', ({ request }) =>
        isApiCall(request) ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    ],
  },
  offline: {
    description: 'Every API call fails at the network level, as when the connection drops.',
    handlers: () => [http.all('*', ({ request }) => (isApiCall(request) ? HttpResponse.error() : undefined))],
  },
  slow: {
    description: 'Every API call takes 3 s longer: skeletons and progress, nothing shifts when data lands.',
    handlers: () => [
      http.all('*', async ({ request }) => {
        if (isApiCall(request)) await delay(3000);
        return undefined;
      }),
    ],
  },
  'broken-prices': {
    description: 'Product answers carry prices as text: a contract error, never "NaN" on screen.',
    handlers: () =>
      editedAnswers(['*/home/product-details/:slug', '*/home/filtered_products', '*/home/page'], breakPrices),
  },
  'price-drop': {
    description:
      'Prices fall by a fifth on product pages, listings, the home page and the wishlist and compare lists: watched products show "Price dropped by" (on their cards too) and the bell says so on the next visit.',
    handlers: () =>
      editedAnswers([...WATCHED_ANSWERS, '*/home/filtered_products', '*/home/page'], (body) =>
        editNumbers(body, ['price', 'discount_percentage'], (n) => (n > 0 ? Math.round(n * 80) / 100 : n)),
      ),
  },
  'back-in-stock': {
    description:
      'Products and variants that were out of stock have 12 again on their pages and the wishlist: a "Notify me" watch tells of the restock on the next visit.',
    handlers: () =>
      editedAnswers(WATCHED_ANSWERS, (body) => editNumbers(body, ['current_stock'], (n) => (n > 0 ? n : 12))),
  },
  'session-expired': {
    description:
      'Every state change answers 419 (CSRF token expired): one refresh and retry, then "session expired".',
    handlers: () => [
      http.all('*', ({ request }) =>
        isApiCall(request) && isStateChange(request)
          ? HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
          : undefined,
      ),
    ],
  },
  'signed-out': {
    description: 'Every API call answers 401 as if the session ended on the server.',
    handlers: () => [
      http.all('*', ({ request }) =>
        isApiCall(request) ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }) : undefined,
      ),
    ],
  },
  'checkout-error': {
    description:
      "Confirming an order is refused with the backend's 200 {error}: the form keeps what was typed.",
    handlers: () => [
      http.post('*/user/confirm-order', () =>
        HttpResponse.json({ error: 'Something went wrong, please try again later.' }),
      ),
    ],
  },
  'payment-unconfirmed': {
    description:
      'The shop\'s first answer to each payment confirmation (complete-order, recharge-wallet, complete-recharge) is lost (HTTP 500) after the vendor took the payment: the page offers "Confirm payment", also after a reload, and the retry with the same Idempotency-Key goes through.',
    handlers: () => {
      // Keys already failed once, for this tab (sessionStorage, so a reload does not fail the retry again).
      const FAILED = 'marketfront-demo-scenario:unconfirmed-keys';
      const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
      const memory = new Set<string>();
      const failedBefore = (key: string): boolean => {
        const stored = new Set<string>(JSON.parse(storage?.getItem(FAILED) ?? '[]') as string[]);
        if (memory.has(key) || stored.has(key)) return true;
        memory.add(key);
        stored.add(key);
        storage?.setItem(FAILED, JSON.stringify([...stored].slice(-20)));
        return false;
      };
      return ['*/user/complete-order', '*/user/recharge-wallet', '*/user/complete-recharge'].map((path) =>
        http.post(path, ({ request }) => {
          const key = request.headers.get('Idempotency-Key') ?? '';
          return failedBefore(key)
            ? undefined
            : HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }),
      );
    },
  },
  'keywords-error': {
    description:
      'The language keywords answer HTTP 500: the shop opens in its built-in English words with an info toast.',
    handlers: () => [
      http.get('*/language/keywords', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    ],
  },
  'hostile-html': {
    description:
      'Product descriptions and blog posts carry an inline script, an external script and an <img onerror>: none runs.',
    handlers: () => [
      http.get('*/home/product-details/:slug', ({ request }) =>
        editedDemoAnswer<{ product?: { language_product?: { description?: string | null } } }>(
          request,
          ({ product }) => {
            const text = product?.language_product;
            if (text) text.description = HOSTILE_HTML + (text.description ?? '');
          },
        ),
      ),
      http.get('*/home/blog-details/:slug', ({ request }) =>
        editedDemoAnswer<{ blog?: { long_description?: string; description?: string } }>(
          request,
          ({ blog }) => {
            if (blog) blog.long_description = blog.description = HOSTILE_HTML + (blog.long_description ?? '');
          },
        ),
      ),
    ],
  },
  'cart-error': {
    description: 'Adding to or changing the cart fails with a server error: the cart as it was stays.',
    handlers: () => [
      http.post('*/user/addToCart', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.post('*/cart/update', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    ],
  },
  recaptcha: {
    description:
      "The shop asks for reCAPTCHA on the login form: the demo's local stand-in checkbox (no Google), and the login refused without it.",
    handlers: () => [
      ...settingsHandlers(RECAPTCHA_SETTINGS),
      // The backend's answer without a (valid) captcha; with one the demo shop's own login goes on.
      http.post('*/login', async ({ request }) => {
        const body = (await request.clone().json()) as { captcha?: unknown };
        return typeof body.captcha === 'string' && body.captcha.startsWith(DEMO_CAPTCHA_PREFIX)
          ? undefined
          : HttpResponse.json({ captcha: 'Please verify that you are not a robot' });
      }),
    ],
  },
  gateways: {
    description:
      'The shop offers every gateway of the reference: the redirect ones, JazzCash, and those paid through their own script (PayPal, Razorpay with an INR row, Paystack, Flutterwave, KkiaPay with an XOF row, Midtrans with a Snap token, Google Pay), each played by a local stand-in of the demo shop.',
    handlers: () => {
      const withCurrencies = (answer: { indian_currency?: unknown; xof?: unknown }) => {
        answer.indian_currency ??= INDIAN_RUPEE;
        answer.xof ??= CFA_FRANC;
      };
      // The backend makes a Snap token for the orders it answers (demo: one per transaction).
      const withSnapToken = (answer: {
        indian_currency?: unknown;
        xof?: unknown;
        orders?: { trx_id?: string }[];
        mid_trans_token?: unknown;
      }) => {
        withCurrencies(answer);
        const trx = answer.orders?.[0]?.trx_id;
        answer.mid_trans_token ??= trx ? `demo-snap-${trx}` : null;
      };
      return [
        ...settingsHandlers(GATEWAY_SETTINGS),
        http.get('*/user/payment-order', ({ request }) => editedDemoAnswer(request, withSnapToken)),
        http.get('*/user/wallet-data', ({ request }) => editedDemoAnswer(request, withCurrencies)),
      ];
    },
  },
  // Shops their owners configured differently: the demo shop itself runs with those settings (owner-settings.ts),
  // so these need no handlers in front of it.
  'modules-off': { description: OWNER_SCENARIOS['modules-off'].description, handlers: () => [] },
  'live-rates': { description: OWNER_SCENARIOS['live-rates'].description, handlers: () => [] },
  'no-payment-method': {
    description:
      'The shop offers no way to pay: no gateway, wallet, pay later or offline method, and a product in every order forbids cash on delivery. The payment page says why and offers the ways on (contact the shop, the order, the cart).',
    handlers: () => [
      ...settingsHandlers(NO_PAYMENT_METHOD_SETTINGS),
      http.get('*/user/payment-order', ({ request }) =>
        editedDemoAnswer<{ check_cod?: boolean; offline_methods?: unknown[] }>(request, (answer) => {
          answer.check_cod = true;
          delete answer.offline_methods;
        }),
      ),
    ],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(scenarios, name);

/** The handlers of a named scenario, to put in front of the demo shop's. */
export function scenarioHandlers(name: ScenarioName): AnyHandler[] {
  return scenarios[name].handlers();
}

const STORAGE_KEY = 'marketfront-demo-scenario';

/**
 * The scenario for this browser tab: `?scenario=<name>` chooses one (and is remembered for the tab, so in-app
 * navigation keeps it), `?scenario=none` clears it. Unknown names are reported and ignored.
 */
export function scenarioFromPage(location: Location, storage: Storage): ScenarioName | null {
  const asked = new URLSearchParams(location.search).get('scenario');
  if (asked === 'none') storage.removeItem(STORAGE_KEY);
  else if (asked && isScenarioName(asked)) storage.setItem(STORAGE_KEY, asked);
  else if (asked)
    console.warn(`[demo shop] unknown scenario "${asked}"; known: ${Object.keys(scenarios).join(', ')}`);
  const current = storage.getItem(STORAGE_KEY);
  return current && isScenarioName(current) ? current : null;
}

export function clearScenario(storage: Storage) {
  storage.removeItem(STORAGE_KEY);
}
