import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { getChangeCurrencyMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { useStorefront } from '@/lib/session';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { LiveStartData, startDataServer } from '../../../tests/helpers/live-start-data';
import { CurrencySwitcher } from './CurrencySwitcher';

const usd = {
  id: 1,
  name: 'US Dollar',
  symbol: '$',
  code: 'USD',
  exchange_rate: 1,
  status: 1 as const,
  created_at: null,
  updated_at: null,
};
const eur = {
  id: 2,
  name: 'Euro',
  symbol: '€',
  code: 'EUR',
  exchange_rate: 0.9,
  status: 1 as const,
  created_at: null,
  updated_at: null,
};

function PriceProbe() {
  const { formatPrice } = useStorefront();
  return <p>Price: {formatPrice(10)}</p>;
}

const shop = (active = usd, currency_switcher: 0 | 1 = 1) =>
  startDataFixture({ currencies: [usd, eur], active_currency: active, settings_data: { currency_switcher } });

describe('CurrencySwitcher', () => {
  it('switches the currency and refreshes the start data, so prices re-render in it', async () => {
    const startData = startDataServer(shop());
    server.use(
      startData.handler,
      getChangeCurrencyMockHandler(() => {
        startData.set(shop(eur));
        return { active_currency: eur, success: 'Currency changed successfully' };
      }),
    );
    const { user } = renderRoute(
      <LiveStartData>
        <CurrencySwitcher />
        <PriceProbe />
      </LiveStartData>,
    );
    expect(await screen.findByText('Price: $10.00')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveTextContent('USD ($)');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'EUR (€)' }));

    expect(await screen.findByText('Price: €9.00')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR (€)');
    expect(await screen.findByText('Currency changed successfully')).toBeInTheDocument();
  });

  it('is hidden when the shop turns the switcher off', () => {
    renderRoute(<CurrencySwitcher />, { startData: shop(usd, 0) });
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });
});
