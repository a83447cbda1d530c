// Issue 38 §2: each seller group of the cart promises a date, from its products' estimated shipping days (the
// cart lines carry none; each product's answer does), at a fixed clock: Friday 27 November 2026.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { cartLine, sampleCart, statefulCartHandlers } from '../../../tests/helpers/cart-fixtures';
import { CartScreen } from './CartScreen';

const beltLine = cartLine({
  id: 14,
  seller_id: 5,
  product_name: 'Leather Belt',
  product_slug: 'leather-belt',
});

/** The product answers: days per slug as the backend may send them (int, numeric string, null). */
function productAnswers(days: Record<string, number | string | null>) {
  return http.get('*/home/product-details/:slug', ({ params }) => {
    const slug = String(params.slug);
    const base = productDetails();
    return HttpResponse.json({
      ...base,
      product: {
        ...base.product,
        slug,
        is_digital: slug === 'travel-guide-ebook' ? 1 : 0,
        estimated_shipping_days: slug === 'travel-guide-ebook' ? 0 : (days[slug] ?? null),
      },
    });
  });
}

function renderCart() {
  const cart = sampleCart();
  server.use(...statefulCartHandlers({ ...cart, carts: [...cart.carts, beltLine] }).handlers);
  return renderRoute(<CartScreen />, {
    route: '/cart',
    path: '/cart',
    name: 'cart',
    startData: startDataFixture({ settings_data: { shipping_fee_type: 'flat_rate' } }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 18, 0));
});
afterEach(() => vi.useRealTimers());

describe('the cart’s delivery promise per seller', () => {
  it('a date for one estimate, a range across the month’s end where a seller’s products differ', async () => {
    server.use(productAnswers({ 'wireless-earbuds-pro': 3, 'leather-tote': 5, 'leather-belt': '8' }));
    renderCart();

    const marketfront = await screen.findByRole('region', { name: 'Marketfront' });
    // Friday + 3 calendar days: through the weekend to Monday.
    expect(await within(marketfront).findByText('Arrives by Mon, Nov 30')).toBeInTheDocument();
    // The e-book ships nothing and is left out; the tote (5 days) and the belt ("8") make the range.
    const doe = screen.getByRole('region', { name: 'Doe Leather' });
    expect(await within(doe).findByText(/^Arrives Dec 2\s–\s5$/)).toBeInTheDocument();
  });

  it('no date for a seller when one of its products has no estimate: nothing is guessed', async () => {
    server.use(productAnswers({ 'wireless-earbuds-pro': 3, 'leather-tote': 5, 'leather-belt': null }));
    renderCart();

    const marketfront = await screen.findByRole('region', { name: 'Marketfront' });
    expect(await within(marketfront).findByText('Arrives by Mon, Nov 30')).toBeInTheDocument();
    const doe = screen.getByRole('region', { name: 'Doe Leather' });
    expect(within(doe).queryByText(/^Arrives/)).not.toBeInTheDocument();
  });
});
