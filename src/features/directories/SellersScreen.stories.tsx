import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetAllSellersMockHandler } from '@/api-generated/endpoints/shops/shops.msw';
import { withStorefront } from '../../../tests/helpers/story-support';
import { SellersScreen } from './SellersScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Sellers',
  component: SellersScreen,
  decorators: [withStorefront()],
  parameters: { route: '/sellers' },
} satisfies Meta<typeof SellersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shop's first twelve shops, newest first, with "Load more" for the rest. */
export const Loaded: Story = {};

/** A name search that matches two shops (the search is kept in the URL). */
export const Searched: Story = { parameters: { route: '/sellers?q=gallery' } };

/** The marketplace runs without the seller system: the backend answers `[]`. */
export const Empty: Story = {
  parameters: { msw: { handlers: [getGetAllSellersMockHandler({ sellers: [] })] } },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/sellers', () => HttpResponse.json({}, { status: 500 }))] },
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetAllSellersMockHandler(async () => {
          await neverAnswer();
          return { sellers: [] };
        }),
      ],
    },
  },
};
