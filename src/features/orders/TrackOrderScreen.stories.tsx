import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getTrackOrderMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { order } from '../../../tests/helpers/order-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { TrackOrderScreen } from './TrackOrderScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const found = order({ delivery_status: 'picked_up' });

/** Types a code and an e-mail and asks. */
const search = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Order Code/ }), found.code);
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail or phone' }), 'jane.doe@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Track Order' }));
  return canvas;
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/TrackOrder',
  component: TrackOrderScreen,
  decorators: [withStorefront()],
  parameters: { route: '/track-order', msw: { handlers: [getTrackOrderMockHandler({ order: found })] } },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof TrackOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Empty: Story = {};

/** Found: the order and where it is on its way. */
export const Loaded: Story = {
  play: async (context) => {
    const canvas = await search(context);
    await expect(await canvas.findByRole('region', { name: `Order ${found.code}` })).toBeVisible();
  },
};

/** Nothing matches: the shop's answer under the form. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: [http.post('*/track-order', () => HttpResponse.json({ error: 'Order not found' }))] },
  },
  play: async (context) => {
    const canvas = await search(context);
    await canvas.findByText('We could not find an order with these details.');
  },
};

/** The search is on its way: the button says so. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getTrackOrderMockHandler(async () => {
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
