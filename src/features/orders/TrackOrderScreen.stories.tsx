import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { getGetOrderByCodeMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { order } from '../../../tests/helpers/order-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { TrackOrderScreen } from './TrackOrderScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const found = order({ delivery_status: 'picked_up' });

/** Types a code and asks. */
const search = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Order Code/ }), found.code);
  await userEvent.click(canvas.getByRole('button', { name: 'Track Order' }));
  return canvas;
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/TrackOrder',
  component: TrackOrderScreen,
  decorators: [withStorefront()],
  parameters: { route: '/track-order', msw: { handlers: [getGetOrderByCodeMockHandler({ order: found })] } },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof TrackOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. (A known code opens that order's page, `/get-invoice/{code}`: see Screens/OrderDetails.) */
export const Empty: Story = {};

/** No order has this code: said under the code, which stays as typed. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/user/invoice/:code', () => HttpResponse.json({ error: 'Order not found' }))],
    },
  },
  play: async (context) => {
    const canvas = await search(context);
    await canvas.findByText('We could not find an order with this code.');
  },
};

/** The search is on its way: the button says so. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetOrderByCodeMockHandler(async () => {
          await neverAnswer();
          return { order: found };
        }),
      ],
    },
  },
  play: async (context) => {
    await search(context);
  },
};
