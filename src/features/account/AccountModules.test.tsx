// The account area follows what the owner switched on (src/lib/modules, issue 34 §2) and check-auth's `download_urls`
// (backend-api §2.9): a page or figure of a module that is off is offered nowhere, and "Digital Product Orders" only
// to a shopper who has something to download.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getCatalogue } from '@mocks/data/catalogue';
import { configureDemoShop } from '@mocks/state/store';
import { addToCart } from '@/api-generated/endpoints/cart/cart';
import { confirmOrder } from '@/api-generated/endpoints/checkout/checkout';
import { getAddresses } from '@/api-generated/endpoints/addresses/addresses';
import { completeOrder } from '@/api-generated/endpoints/payment/payment';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { accountPages } from './area/account-pages';
import AccountDropdown from './AccountDropdown';
import { DashboardScreen } from './DashboardScreen';
import { RewardsScreen } from './RewardsScreen';
import { WalletScreen } from './WalletScreen';

beforeEach(() => sessionStorage.clear());
afterEach(() => configureDemoShop());

/** The demo shop with its module switches and add-ons as the owner left them, less those named. */
async function shopWithout({ settings = {}, addOns = [] }: { settings?: object; addOns?: string[] }) {
  const catalogue = getCatalogue();
  configureDemoShop({
    catalogue: {
      ...catalogue,
      settings: { ...catalogue.settings, ...settings },
      addOns: catalogue.addOns.filter((addOn) => !addOns.includes(addOn)),
    },
  });
  await signInDemoCustomer();
}

const navigation = async () =>
  within(await screen.findByRole('navigation', { name: 'My Account' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const allOn = { wallet: true, rewards: true, sellers: true, coupons: true };

describe('accountPages', () => {
  it('lists each module’s pages only when it is on, and digital orders only with downloads', () => {
    const labels = (...args: Parameters<typeof accountPages>) => accountPages(...args).map((p) => p.label);
    expect(labels({ modules: allOn, downloads: true })).toEqual([
      'Dashboard',
      'Order history',
      'Digital Product Orders',
      'Wishlist',
      'My alerts',
      'Gift Voucher',
      'Followed Shops',
      'Notifications',
      'My Wallet',
      'My Rewards',
      'Addresses',
      'Edit Profile',
      'Change Password',
      'Be a Seller',
    ]);
    expect(
      labels({
        modules: { wallet: false, rewards: false, sellers: false, coupons: false },
        downloads: false,
      }),
    ).toEqual([
      'Dashboard',
      'Order history',
      'Wishlist',
      'My alerts',
      'Notifications',
      'Addresses',
      'Edit Profile',
      'Change Password',
    ]);
  });
});

describe('the account area with modules switched off', () => {
  it('offers no wallet, rewards, gift vouchers, followed shops or seller sign-up, in the navigation or the dashboard', async () => {
    await shopWithout({
      settings: { wallet_system: 0, seller_system: 0, coupon_system: 0 },
      addOns: ['reward'],
    });
    renderAccountRoute(<DashboardScreen />, { route: '/user/dashboard', name: 'dashboard' });

    expect(await screen.findByRole('region', { name: 'Recent Orders' })).toBeInTheDocument();
    expect(await navigation()).toEqual([
      'Dashboard',
      'Order history',
      'Wishlist',
      'My alerts',
      'Notifications',
      'Addresses',
      'Edit Profile',
      'Change Password',
    ]);
    expect(screen.queryByText('Wallet Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recharge Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reward Points')).not.toBeInTheDocument();
  });

  it('with them on, the dashboard shows the wallet with its top-up and the points', async () => {
    await signInDemoCustomer();
    renderAccountRoute(<DashboardScreen />, { route: '/user/dashboard', name: 'dashboard' });
    expect(await screen.findByRole('link', { name: 'Recharge Wallet' })).toHaveAttribute(
      'href',
      '/my-wallet',
    );
    expect(screen.getByText('Reward Points')).toBeInTheDocument();
    expect(await navigation()).toEqual(
      expect.arrayContaining(['Gift Voucher', 'Followed Shops', 'My Wallet', 'My Rewards', 'Be a Seller']),
    );
  });

  it('the rewards page sends nobody to a wallet the shop has switched off', async () => {
    await shopWithout({ settings: { wallet_system: 0 } });
    renderAccountRoute(<RewardsScreen />, { route: '/my-rewards', name: 'rewards' });
    expect(await screen.findByRole('heading', { name: 'Convert Reward' })).toBeInTheDocument();
    await navigation();
    expect(screen.queryByRole('link', { name: 'My Wallet' })).not.toBeInTheDocument();
  });

  it('the header’s account menu leaves the wallet out', async () => {
    const { user } = renderRoute(<AccountDropdown />, {
      startData: startDataFixture({ user: signedInUser, settings_data: { wallet_system: 0 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Jane Doe' }));
    const menu = within(screen.getByRole('menu', { name: 'Jane Doe' }));
    expect(menu.getByRole('menuitem', { name: 'Order history' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'My wallet' })).not.toBeInTheDocument();
  });

  it('a wallet top-up offers no offline method without the offline payment add-on', async () => {
    await signInDemoCustomer();
    renderRoute(<WalletScreen />, {
      route: '/my-wallet',
      path: '/my-wallet',
      name: 'wallet',
      startData: startDataFixture({
        user: { ...signedInUser, balance: 250 },
        settings_data: { wallet_system: 1, is_stripe_activated: 1 },
        add_ons: [],
      }),
    });
    const methods = within(await screen.findByRole('radiogroup', { name: 'Payment method' }));
    expect(methods.getByRole('radio', { name: 'Stripe' })).toBeInTheDocument();
    for (const offline of getCatalogue().offlineMethods)
      expect(methods.queryByRole('radio', { name: offline.name })).not.toBeInTheDocument();
  });
});

describe('"Digital Product Orders" in the account navigation', () => {
  it('is left out until the shopper has a paid digital order, then listed (check-auth’s download_urls)', async () => {
    await signInDemoCustomer();
    const first = renderAccountRoute(<DashboardScreen />, { route: '/user/dashboard', name: 'dashboard' });
    expect(await navigation()).not.toContain('Digital Product Orders');
    first.unmount();

    // The shopper buys a digital product and pays for it from the wallet.
    const digital = getCatalogue().products.find(
      (p) => p.is_digital && p.status === 'published' && !p.has_variant && p.price < 200,
    )!;
    const { carts } = await addToCart({ id: digital.id, quantity: 1 });
    const { addresses } = await getAddresses();
    const address = addresses[0]!;
    await confirmOrder({ checkout_method: 2, shipping_address: address, billing_address: address });
    await completeOrder({ payment_type: 'wallet', trx_id: carts[0]!.trx_id });

    renderAccountRoute(<DashboardScreen />, { route: '/user/dashboard', name: 'dashboard' });
    await waitFor(async () => expect(await navigation()).toContain('Digital Product Orders'));
    expect(screen.getByRole('link', { name: 'Digital Product Orders' })).toHaveAttribute(
      'href',
      '/user/digital-product-orders',
    );
  });
});
