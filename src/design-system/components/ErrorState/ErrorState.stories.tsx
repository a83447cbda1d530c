import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState, ERROR_STATE_SIZES } from './ErrorState';

const meta = {
  title: 'Design System/Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    title: 'We could not load this page',
    description: 'Check your connection and try again.',
    onRetry: fn(),
    retryLabel: 'Try again',
  },
  argTypes: { size: { control: 'inline-radio', options: ERROR_STATE_SIZES } },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { size: 'compact', headingLevel: 3 } };
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = {
  args: { onRetry: undefined, retryLabel: undefined, description: 'This order does not exist.' },
};
export const Compact: Story = {
  args: { size: 'compact', title: 'Reviews could not be loaded', headingLevel: 3 },
};
export const LongText: Story = {
  args: {
    title: 'Something went wrong while loading the related products from this very long-named shop',
    description: 'The server answered with an unexpected response. Our team has been told. '.repeat(3),
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'تعذر تحميل الصفحة',
    description: 'تحقق من الاتصال وحاول مرة أخرى.',
    retryLabel: 'حاول مرة أخرى',
  },
  parameters: { direction: 'rtl' },
};
