// The address book as its route composes it (inside the account area): features may not import each other, so
// the screen's stories live beside the route.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { getGetAddressesMockHandler } from '@/api-generated/endpoints/addresses/addresses.msw';
import type { GetAddressesResponse } from '@/api-generated/model';
import { Component as AddressesRoute } from './addresses';
import {
  accountCheckHandler,
  accountStartData,
  endlessGet,
  failingGet,
} from '../../../tests/helpers/account-fixtures';
import { sampleAddress } from '../../../tests/helpers/order-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';

const book = (addresses: GetAddressesResponse['addresses']): GetAddressesResponse => ({
  addresses,
  carts: [],
  checkouts: {},
  coupons: [],
  pickup_hubs: [],
});

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Addresses',
  component: AddressesRoute,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/addresses',
    msw: {
      // Named groups: a state replaces the screen's answers and keeps the navigation's check-auth.
      handlers: {
        account: [accountCheckHandler()],
        screen: [
          getGetAddressesMockHandler(
            book([
              sampleAddress,
              {
                ...sampleAddress,
                id: 8,
                name: 'Jane Doe (office)',
                address: '5 Park Avenue',
                city: 'New York',
                state: 'New York',
                country: 'United States',
                postal_code: '10001',
                default_shipping: 0,
                default_billing: 0,
              },
            ]),
          ),
        ],
      },
    },
  },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof AddressesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default address (shipping and billing, no delete) and another that can become either, or be deleted. */
export const Loaded: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: { screen: [getGetAddressesMockHandler(book([]))] } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { screen: [failingGet('*/user/address')] } } },
};

export const Slow: Story = { parameters: { msw: { handlers: { screen: [endlessGet('*/user/address')] } } } };

/** "Add New Address" while the countries are refused: said under the select, with "Try again" (the select stays off). */
export const CountriesNotLoaded: Story = {
  parameters: {
    msw: {
      handlers: {
        screen: [
          getGetAddressesMockHandler(book([])),
          http.get('*/get/country-list', () =>
            HttpResponse.json({ error: 'Shipping zones are being updated' }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }));
    const opened = await screen.findByRole('dialog', { name: 'Add New Address' });
    const dialog = within(opened);
    // The settled dialog in the screenshot: its opening transition (and the overlay's) finished.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The countries could not be loaded. Shipping zones are being updated',
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
