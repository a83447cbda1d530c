// The route transitions (spec §2: home "slide-left", /products "fade"; issue 29): the app's real route tree
// (src/app/router.tsx: root layout, each route's loader and handle) with the demo shop behind it, each lazy screen
// swapped for a stand-in heading. The entrance is the `data-entrance` of the box around the screen, which the
// stylesheet animates (RouteOutlet.css.ts); an end-to-end test watches the animation itself
// (tests/e2e/route-transitions.spec.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/http';
import { reducedMotion } from '@/design-system/styles';
import { Providers } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { buyableProducts } from '../../../tests/helpers/demo-products';
import { createRoutes } from '../router';
import { answerMediaQueries } from '../../../tests/helpers/media-queries';

type Lazy = Exclude<RouteObject['lazy'], undefined>;

/** The app's routes, each lazy screen replaced by a heading naming its route. */
function appRoutesWithStandIns(queryClient: ReturnType<typeof createQueryClient>): RouteObject[] {
  const [root] = createRoutes(queryClient);
  const children = root!.children!.map((route) => {
    const Component = () => <h1>{`The ${route.id} screen`}</h1>;
    const lazy = route.lazy as Lazy;
    return {
      ...route,
      lazy: (typeof lazy === 'function'
        ? async () => ({ Component })
        : { ...lazy, Component: async () => Component }) as Lazy,
    } as RouteObject;
  });
  return [{ ...root!, children } as RouteObject];
}

async function openApp(address: string) {
  const queryClient = createQueryClient({
    notify: () => undefined,
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(appRoutesWithStandIns(queryClient), { initialEntries: [address] });
  render(
    <Providers startData={startDataFixture()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByRole('heading', { name: `The ${router.state.matches.at(-1)?.route.id} screen` });
  return router;
}

/** Navigates inside the app, as a link does, and waits for the route's screen. */
async function go(router: Awaited<ReturnType<typeof openApp>>, to: string, route: string) {
  await act(() => router.navigate(to));
  // `hidden`: the quick view is a modal dialog, which hides the screen under it from the accessibility tree.
  return screenBox(await screen.findByRole('heading', { name: `The ${route} screen`, hidden: true }));
}

/** The box around the screen on display, which carries its entrance (`data-entrance`). */
const screenBox = (heading: HTMLElement) => heading.closest('main > div') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('route transitions (spec §2)', () => {
  it('slides home in when the shopper comes back to it in the app', async () => {
    const router = await openApp('/brands');
    expect(await go(router, '/', 'home')).toHaveAttribute('data-entrance', 'slide');
  });

  it('fades a product listing in: All Products, and a category list after it', async () => {
    const router = await openApp('/brands');
    const products = await go(router, '/products', 'products');
    expect(products).toHaveAttribute('data-entrance', 'fade');
    const category = await go(router, '/category/phones', 'category');
    expect(category).toHaveAttribute('data-entrance', 'fade');
    // A box of its own, so its animation starts again although the list before came in the same way.
    expect(category).not.toBe(products);
  });

  it('gives other routes no transition', async () => {
    const router = await openApp('/');
    expect(await go(router, '/brands', 'brands')).not.toHaveAttribute('data-entrance');
    expect(await go(router, '/cart', 'cart')).not.toHaveAttribute('data-entrance');
  });

  it.each([
    ['/', 'home'],
    ['/products', 'products'],
  ])('never animates the page’s first screen (%s)', async (address, route) => {
    await openApp(address);
    expect(screenBox(screen.getByRole('heading', { name: `The ${route} screen` }))).not.toHaveAttribute(
      'data-entrance',
    );
  });

  it('keeps the screen as it is for a filter, sort, page or quick view: no transition, not again', async () => {
    const router = await openApp('/products');
    const first = await go(router, '/products?brand=2', 'products');
    expect(first).not.toHaveAttribute('data-entrance');

    await go(router, '/', 'home');
    const listing = await go(router, '/products', 'products');
    expect(listing).toHaveAttribute('data-entrance', 'fade');
    const [product] = buyableProducts(1);
    for (const to of [
      '/products?brand=2',
      '/products?brand=2&sort=top_rated&page=2',
      `/products?product=${product!.slug}`,
    ]) {
      const box = await go(router, to, 'products');
      // The same box with the same entrance: its animation does not run again.
      expect(box).toBe(listing);
      expect(box).toHaveAttribute('data-entrance', 'fade');
    }
  });

  it('has none under prefers-reduced-motion: reduce', async () => {
    answerMediaQueries((query) => (query === reducedMotion ? true : undefined));
    const router = await openApp('/brands');
    expect(await go(router, '/', 'home')).not.toHaveAttribute('data-entrance');
    expect(await go(router, '/products', 'products')).not.toHaveAttribute('data-entrance');
  });
});
