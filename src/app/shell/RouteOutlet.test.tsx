import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, useLoaderData } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteOutlet, showsRoutePlaceholder } from './RouteOutlet';

/** A loader that waits until the test lets it go (as the product page waits for the product details). */
function held() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release: () => act(release) };
}

function Product() {
  const name = useLoaderData<string>();
  return <h1>{name}</h1>;
}

function setUp(start: string) {
  let details = held();
  let list = held();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RouteOutlet />,
        hydrateFallbackElement: <p>Starting</p>,
        children: [
          { index: true, element: <h1>Home</h1>, loader: () => list.promise.then(() => null) },
          { path: 'products', element: <h1>All Products</h1>, loader: () => list.promise.then(() => null) },
          {
            path: 'product/:slug',
            element: <Product />,
            loader: async ({ params }) => {
              await details.promise;
              return `Product ${params.slug}`;
            },
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    details: () => details,
    list: () => list,
    reset: () => {
      details = held();
      list = held();
    },
  };
}

/** InitialLoad's announcement. */
const placeholder = () => screen.queryByText('Loading…');

describe('the route-change placeholder (spec §4)', () => {
  it('replaces the leaving screen until the product details arrive, then shows the product', async () => {
    const app = setUp('/products');
    app.list().release();
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();

    act(() => void app.router.navigate('/product/speaker'));
    expect(placeholder()).toBeInTheDocument();
    // Not the stale list: it is hidden while the product loads.
    expect(screen.queryByRole('heading', { name: 'All Products' })).not.toBeInTheDocument();

    app.details().release();
    expect(await screen.findByRole('heading', { name: 'Product speaker' })).toBeInTheDocument();
    expect(placeholder()).not.toBeInTheDocument();
  });

  it('is not set on the way home: the current screen stays under the progress bar', async () => {
    const app = setUp('/product/speaker');
    app.details().release();
    await screen.findByRole('heading', { name: 'Product speaker' });

    act(() => void app.router.navigate('/'));
    expect(placeholder()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product speaker' })).toBeInTheDocument();
    app.list().release();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('is not set for another filter or page of the same screen', async () => {
    const app = setUp('/products');
    app.list().release();
    await screen.findByRole('heading', { name: 'All Products' });
    app.reset();

    act(() => void app.router.navigate('/products?brand=2'));
    expect(placeholder()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    app.list().release();
  });
});

describe('showsRoutePlaceholder', () => {
  it('is set for another path except home, never for the same path', () => {
    expect(showsRoutePlaceholder({ pathname: '/products' }, { pathname: '/product/x' })).toBe(true);
    expect(showsRoutePlaceholder({ pathname: '/product/x' }, { pathname: '/product/y' })).toBe(true);
    expect(showsRoutePlaceholder({ pathname: '/product/x' }, { pathname: '/' })).toBe(false);
    expect(showsRoutePlaceholder({ pathname: '/products' }, { pathname: '/products/' })).toBe(false);
    expect(showsRoutePlaceholder({ pathname: '/products' }, undefined)).toBe(false);
  });
});
