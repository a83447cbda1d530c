import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { getGetOrderByCodeMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { order, sampleAddress } from '../../../tests/helpers/order-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { TrackOrderScreen } from './TrackOrderScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const found = order({ delivery_status: 'picked_up' });

/** Types a code and an e-mail or phone, and asks. */
const search =
  (contact: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order Code' }), found.code);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail or phone number used on the order' }),
      contact,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Track Order' }));
    return canvas;
  };

const NEUTRAL = 'We could not find an order with that code and e-mail or phone';

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

/**
 * The empty form: the order code, and the e-mail or phone used on the order. (A match opens that order's page,
 * `/get-invoice/{code}`: see Screens/OrderDetails.)
 */
export const Empty: Story = {};

/** A known code with another e-mail: the neutral message, the same as for an unknown code; what was typed stays. */
export const Mismatch: Story = {
  play: async (context) => {
    const canvas = await search('someone.else@example.com')(context);
    await canvas.findByText(NEUTRAL);
  },
};

/** No order has this code: the same neutral message, so codes cannot be probed. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/user/invoice/:code', () => HttpResponse.json({ error: 'Order not found' }))],
    },
  },
  play: async (context) => {
    const canvas = await search(sampleAddress.email)(context);
    await canvas.findByText(NEUTRAL);
  },
};

/** Neither an e-mail nor a phone number: said under the field. */
export const InvalidContact: Story = {
  play: async (context) => {
    const canvas = await search('jane@')(context);
    await canvas.findByText('Enter the e-mail address or phone number used on the order');
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
    await search(sampleAddress.phone_no)(context);
  },
};
