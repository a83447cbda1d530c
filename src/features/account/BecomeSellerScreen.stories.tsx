import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { accountCheckHandler, accountStartData } from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { BecomeSellerScreen } from './BecomeSellerScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Shop Name/), 'Demo Corner');
  await userEvent.type(canvas.getByLabelText(/^Shop address/), '1 Market Street');
  const phone = canvas.getByLabelText<HTMLInputElement>(/^Phone/);
  if (phone.value.length < 6) await userEvent.type(phone, '+8801700000000');
  await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Be a seller',
  component: BecomeSellerScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/user-to-seller',
    // Named groups: a state adds the screen's answers and keeps the navigation's check-auth.
    msw: { handlers: { account: [accountCheckHandler()] } },
  },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof BecomeSellerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the shopper finds it (the phone comes from the account). */
export const Loaded: Story = {};

/** Nothing typed yet and sent: every required field says what it needs. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/^Phone/));
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findAllByRole('alert')).not.toHaveLength(0);
  },
};

/** The server refuses the shop name (422): the message sits under the field, what was typed stays. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        screen: [
          http.post('*/user/user-to-seller', () =>
            HttpResponse.json(
              { message: 'invalid', errors: { shop_name: ['The shop name has already been taken.'] } },
              { status: 422 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(
      (
        await within(canvasElement).findAllByText(
          'The shop name has already been taken.',
          {},
          { timeout: 5000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  },
};

/** The request is on its way: the button shows it and cannot be pressed twice. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: {
        screen: [
          http.post('*/user/user-to-seller', async () => {
            await neverAnswer();
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(
      within(canvasElement)
        .getByRole('button', { name: /Send request|Sending/ })
        .getAttribute('aria-busy'),
    ).toBe('true');
  },
};
