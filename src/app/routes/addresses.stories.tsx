// The address book as its route composes it (inside the account area): features may not import each other, so
// the screen's stories live beside the route.
import type { Meta, StoryObj } from '@storybook/react-vite';
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
