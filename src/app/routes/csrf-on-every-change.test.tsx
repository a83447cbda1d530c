// Every state change the storefront sends carries the CSRF token and the XHR marker (quality-bar R3), over a whole
// journey against the demo shop: sign in, add to cart, apply a coupon, step a quantity. Laravel refuses a change
// without them (419), and the marker keeps a cross-site form from passing as the app's own request.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CartLink } from '@/features/cart';
import { getCsrfToken, setCsrfToken } from '@/lib/http';
import { resetDemoShop } from '@mocks/state/store';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '@mocks/data/users';
import { server } from '../../../mocks/node';
import { buyableProducts } from '../../../tests/helpers/demo-products';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { renderRoute } from '../../../tests/helpers/render';
import { Component as CartRoute } from './cart';
import { Component as LoginRoute } from './login';
import { Component as ProductRoute } from './product';

const [product] = buyableProducts(1);
if (!product) throw new Error('the demo catalogue has no buyable product');

/** The token the backend renders into the page, and the (different) value of its XSRF-TOKEN cookie. */
const PAGE_TOKEN = 'page-token-r3';
const COOKIE_TOKEN = 'cookie/token=r3';

interface SentChange {
  request: string;
  headers: Record<'marker' | 'csrf' | 'xsrf' | 'type', string | null>;
  credentials: RequestCredentials;
  origin: string;
}

let sent: SentChange[] = [];
const recordChange = ({ request }: { request: Request }) => {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const url = new URL(request.url);
  sent.push({
    request: `${request.method} ${url.pathname}`,
    headers: {
      marker: request.headers.get('X-Requested-With'),
      csrf: request.headers.get('X-CSRF-TOKEN'),
      xsrf: request.headers.get('X-XSRF-TOKEN'),
      type: request.headers.get('Content-Type'),
    },
    credentials: request.credentials,
    origin: url.origin,
  });
};

let tokenBefore = '';
beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
  sent = [];
  tokenBefore = getCsrfToken();
  setCsrfToken(PAGE_TOKEN);
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(COOKIE_TOKEN)}; Path=/`;
  server.events.on('request:start', recordChange);
});
afterEach(() => {
  server.events.removeListener('request:start', recordChange);
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  setCsrfToken(tokenBefore);
});

const live = (element: ReactElement) => <LiveStartData>{element}</LiveStartData>;

describe('CSRF headers on every state change (R3)', () => {
  it('sign in, add to cart, apply a coupon and step a quantity: each change carries the token and the marker', async () => {
    const login = renderRoute(live(<LoginRoute />), { route: '/login', path: '/login', name: 'login' });
    await login.user.type(await screen.findByRole('textbox', { name: 'Email' }), DEMO_CUSTOMER_EMAIL);
    await login.user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await login.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    login.unmount();

    const productPage = renderRoute(
      live(
        <>
          <CartLink />
          <ProductRoute />
        </>,
      ),
      { route: `/product/${product.slug}`, path: '/product/:slug', name: 'product' },
    );
    const cartBefore = await screen.findByRole('button', { name: /^Cart: \d+ items?$/ });
    const itemsBefore = Number(
      /\d+/.exec(cartBefore.getAttribute('aria-label') ?? cartBefore.textContent)![0],
    );
    await productPage.user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByRole('button', { name: new RegExp(`^Cart: ${itemsBefore + 1} items?$`) }),
    ).toBeInTheDocument();
    productPage.unmount();

    const cartPage = renderRoute(live(<CartRoute />), { route: '/cart', path: '/cart', name: 'cart' });
    const coupon = await screen.findByRole('textbox', { name: 'Coupon code' }, { timeout: 5000 });
    await cartPage.user.type(coupon, 'BIGSALE20');
    await cartPage.user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByRole('list', { name: 'Applied coupons' });
    expect(within(applied).getByText(/20% off everything/)).toBeInTheDocument();
    const stepper = screen.getByRole('spinbutton', { name: `Quantity, ${product.product_name}` });
    const quantity = Number(stepper.getAttribute('aria-valuenow'));
    await cartPage.user.click(
      screen.getByRole('button', { name: `Increase quantity, ${product.product_name}` }),
    );
    await waitFor(() => expect(stepper).toHaveValue(String(quantity + 1)));

    // The journey made each of its changes (so the check below is not about an empty list)…
    await waitFor(() =>
      expect(sent.map((change) => change.request)).toEqual(
        expect.arrayContaining([
          'POST /login',
          'POST /user/addToCart',
          'POST /user/apply_coupon',
          'POST /cart/update',
        ]),
      ),
    );
    // …and every change, these and any other, carried the marker, the page's token and the cookie's token, as
    // JSON (never a content type a cross-site form could send), with credentials only to this origin.
    for (const change of sent) {
      expect(change, change.request).toMatchObject({
        headers: { marker: 'XMLHttpRequest', csrf: PAGE_TOKEN, xsrf: COOKIE_TOKEN, type: 'application/json' },
        credentials: 'same-origin',
        origin: window.location.origin,
      });
    }
  });
});
