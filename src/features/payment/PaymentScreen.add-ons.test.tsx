// The payment page on a shop without the `offline_payment` add-on, whose payment-order answer then has no
// `offline_methods` at all (backend-api §2.12).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getCatalogue } from '@mocks/data/catalogue';
import { configureDemoShop } from '@mocks/state/store';
import { getPaymentOrder } from '@/api-generated/endpoints/payment/payment';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart } from '../../../tests/helpers/demo-orders';
import { PaymentScreen } from './PaymentScreen';

beforeEach(() => {
  const catalogue = getCatalogue();
  configureDemoShop({
    catalogue: { ...catalogue, addOns: catalogue.addOns.filter((addOn) => addOn !== 'offline_payment') },
  });
  sessionStorage.clear();
});

afterEach(() => {
  configureDemoShop();
});

describe('PaymentScreen without the offline_payment add-on', () => {
  it('offers the other methods and no offline one, without a contract error', async () => {
    await confirmCart(1);
    expect(await getPaymentOrder()).not.toHaveProperty('offline_methods');
    const { toasts } = renderRoute(<PaymentScreen code={null} demoShop />, {
      route: '/payment',
      path: '/payment/:code?',
      name: 'payment',
      startData: startDataFixture({ settings_data: { is_stripe_activated: 1 }, add_ons: [] }),
    });

    const methods = within(await screen.findByRole('radiogroup'));
    expect(methods.getByRole('radio', { name: 'Cash on Delivery' })).toBeInTheDocument();
    expect(methods.getByRole('radio', { name: 'Stripe' })).toBeInTheDocument();
    for (const offline of getCatalogue().offlineMethods)
      expect(methods.queryByRole('radio', { name: offline.name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});
