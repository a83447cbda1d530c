import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/http';
import { Providers } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { RouteError } from './RouteError';

/** A route whose loader answers as the product loader does for a product the shop does not have. */
function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter(
    [
      {
        path: '/product/:slug',
        element: <h1>Product</h1>,
        errorElement: <RouteError />,
        loader: () => failure(),
      },
    ],
    { initialEntries: ['/product/no-such-product'] },
  );
  render(
    <Providers startData={startDataFixture()} queryClient={createQueryClient({ notify: () => undefined })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('a route that fails (RouteError)', () => {
  it('shows the not-found page, with its way home, when the loader answers 404', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Product' })).not.toBeInTheDocument();
  });

  it('shows a message and a way to try again for any other failure', async () => {
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});
