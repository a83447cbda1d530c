// Issue 38 §2: checkout's review promises each shop's order a date. Its rows (the backend's raw cart rows) carry
// no product slug; the cart cache's lines do, and each product's answer gives the estimate. Fixed clock: Friday
// 27 November 2026.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetDemoShop } from '@mocks/state/store';
import { addToCart } from '@/api-generated/endpoints/cart/cart';
import { saveAddress } from '@/api-generated/endpoints/addresses/addresses';
import { Component as CheckoutRoute } from '@/app/routes/checkout';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { demoCity, GUEST_ADDRESS } from '../../../tests/helpers/demo-orders';
import { buyableProducts } from '../../../tests/helpers/demo-products';

/** Friday 27 November 2026 plus N calendar days, as English writes the day. */
const FRIDAY_PLUS: Record<number, string> = {
  1: 'Sat, Nov 28',
  2: 'Sun, Nov 29',
  3: 'Mon, Nov 30',
  4: 'Tue, Dec 1',
  5: 'Wed, Dec 2',
  6: 'Thu, Dec 3',
  7: 'Fri, Dec 4',
  8: 'Sat, Dec 5',
  9: 'Sun, Dec 6',
  10: 'Mon, Dec 7',
};

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('checkout review’s delivery promise', () => {
  it('a date per shop’s order, from each product’s estimated shipping days', async () => {
    const products = buyableProducts(2).filter((product) => !product.is_digital);
    let carts: Awaited<ReturnType<typeof addToCart>>['carts'] = [];
    for (const product of products) carts = (await addToCart({ id: product.id, quantity: 1 })).carts;
    const { country_id, state_id, city_id } = demoCity();
    await saveAddress({ ...GUEST_ADDRESS, country_id, state_id, city_id });
    const { user } = renderRoute(<CheckoutRoute />, {
      route: '/checkout',
      path: '/checkout',
      name: 'checkout',
      startData: startDataFixture({
        carts,
        settings_data: { shipping_fee_type: 'flat_rate', privacy_agreement: null },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm Order' });

    expect(products.length).toBeGreaterThan(0);
    for (const product of products)
      expect(
        await screen.findByText(`Arrives by ${FRIDAY_PLUS[product.estimated_shipping_days]}`),
      ).toBeInTheDocument();
  });
});
