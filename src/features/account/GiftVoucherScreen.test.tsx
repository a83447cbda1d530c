import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { GiftVoucherScreen } from './GiftVoucherScreen';

const renderVouchers = () =>
  renderAccountRoute(<GiftVoucherScreen />, { route: '/user/gift-voucher', name: 'giftVoucher' });

beforeEach(async () => {
  await signInDemoCustomer();
});

describe('GiftVoucherScreen', () => {
  it('lists the valid coupons (not the expired ones) and copies a code', async () => {
    const { user } = renderVouchers();
    const list = await screen.findByRole('list', { name: 'Gift Voucher' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(list).queryByText('EXPIRED50')).not.toBeInTheDocument();
    const welcome = within(list).getByText('WELCOME10').closest<HTMLElement>('[role="listitem"]')!;
    await user.click(within(welcome).getByRole('button', { name: 'Copy code WELCOME10' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('WELCOME10');
    expect(await screen.findByText('Copied WELCOME10')).toBeInTheDocument();
  });

  it('offers to try again when the coupons cannot be loaded', async () => {
    server.use(http.get('*/user/coupons*', () => HttpResponse.json({}, { status: 500 })));
    renderVouchers();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your vouchers could not be loaded' })).toBeInTheDocument(),
    );
  });
});
