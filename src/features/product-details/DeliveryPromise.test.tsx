// Issue 38 §2: the product page promises a date ("Arrives by …") instead of a number of days, counted in calendar
// days from the shop's clock (fixed here: Friday 27 November 2026), and promises nothing without an estimate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Component as ProductRoute } from '@/app/routes/product';
import { server } from '../../../mocks/node';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';

function renderWithDays(days: number | string | null) {
  const base = productDetails();
  server.use(
    http.get('*/home/product-details/:slug', () =>
      HttpResponse.json({ ...base, product: { ...base.product, estimated_shipping_days: days } }),
    ),
  );
  return renderRoute(<ProductRoute />, {
    route: `/product/${base.product.slug}`,
    path: '/product/:slug',
    name: 'product',
  });
}

const delivery = async () => within(await screen.findByRole('list', { name: 'Delivery' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
});
afterEach(() => vi.useRealTimers());

describe('the product page’s delivery promise', () => {
  it('a date across the month’s end, not a number of days', async () => {
    renderWithDays(5);
    const facts = await delivery();
    expect(await facts.findByText('Arrives by Wed, Dec 2')).toBeInTheDocument();
    expect(facts.queryByText(/days/)).not.toBeInTheDocument();
  });

  it('reads the days as a numeric string too, counting through the weekend', async () => {
    renderWithDays('3');
    expect(await (await delivery()).findByText('Arrives by Mon, Nov 30')).toBeInTheDocument();
  });

  it('promises nothing when the shop gives no estimate', async () => {
    renderWithDays(null);
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    expect(screen.queryByText(/^Arrives/)).not.toBeInTheDocument();
  });
});
