// Links anyone can write (a message, a seller's product description) open the storefront's routes with whatever
// their parameters hold, and React Router hands `%2F` over decoded. Opening one must not make the shopper's browser
// call another backend path: here `/logout`, which would sign the demo customer out.
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { checkAuth } from '@/api-generated/endpoints/auth/auth';
import type { RouteName } from '@/lib/navigation';
import { DEMO_CUSTOMER_EMAIL } from '@mocks/data/users';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { Component as BlogRoute } from './blog';
import { Component as InvoiceRoute } from './invoice';
import { Component as ProductRoute } from './product';
import { Component as ShopRoute } from './shop';
import { Component as StaticPageRoute } from './static-page';

interface ParameterRoute {
  name: RouteName;
  pattern: string;
  element: ReactElement;
  /** What the screen shows when its parameter names nothing. */
  nothingThere: RegExp;
}

const routes: ParameterRoute[] = [
  {
    name: 'product',
    pattern: '/product/:slug',
    element: <ProductRoute />,
    nothingThere: /^Product not found$/,
  },
  {
    name: 'shop',
    pattern: '/shop/:slug',
    element: <ShopRoute />,
    nothingThere: /^This shop is not available$/,
  },
  {
    name: 'blog',
    pattern: '/blog/:slug',
    element: <BlogRoute />,
    nothingThere: /^This post is not available$/,
  },
  {
    name: 'staticPage',
    pattern: '/page/:slug',
    element: <StaticPageRoute />,
    nothingThere: /^Page not found$/,
  },
  {
    name: 'invoice',
    pattern: '/invoice/:trx_id',
    element: <InvoiceRoute />,
    nothingThere: /^(Order not found|Your order could not be loaded)$/,
  },
];

// `%252F` survives servers that refuse a raw `%2F` in the address; the router decodes either once.
const hostileParameters = [
  '..%252F..%252Flogout',
  '..%2F..%2Flogout',
  '..%2F..%2F..%2Flogout',
  '..%5C..%5Clogout',
];

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

describe('a link whose route parameter climbs out of its path', () => {
  const cases = routes.flatMap((route) =>
    hostileParameters.map((parameter) => ({ ...route, link: route.pattern.replace(/:\w+$/, parameter) })),
  );

  it.each(cases)('$link shows that nothing is there and the shopper stays signed in', async (route) => {
    renderAccountRoute(route.element, { route: route.link, path: route.pattern, name: route.name });

    expect(
      await screen.findByRole('heading', { name: route.nothingThere }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(checkAuth()).resolves.toMatchObject({ user: { email: DEMO_CUSTOMER_EMAIL } });
  });
});
