import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown, COUNTDOWN_SIZES } from './Countdown';

// Fixed clock: every story renders the same digits and runs no timer.
const NOW = Date.UTC(2025, 5, 1, 9, 0, 0);
const labels = { days: 'Days', hours: 'Hours', minutes: 'Min', seconds: 'Sec', ended: 'This sale has ended' };

const meta = {
  title: 'Design System/Commerce/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { target: NOW + ((2 * 24 + 5) * 3600 + 42 * 60 + 7) * 1000, now: NOW, labels, label: 'Ends in' },
  argTypes: {
    size: { control: 'inline-radio', options: COUNTDOWN_SIZES },
    target: { control: 'date' },
    now: { control: 'date' },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { size: 'lg' } };
export const UnderADay: Story = { args: { target: NOW + (3 * 3600 + 9 * 60 + 30) * 1000 } };
export const Ended: Story = { args: { target: NOW - 1000 } };
/** The client clock is 10 minutes slow: the server offset keeps the end time right. */
export const WithServerOffset: Story = {
  args: { target: NOW + 3600 * 1000, serverOffsetMs: 10 * 60 * 1000 },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {COUNTDOWN_SIZES.map((size) => (
        <Countdown key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const RightToLeft: Story = {
  args: {
    label: 'ينتهي خلال',
    labels: { days: 'يوم', hours: 'ساعة', minutes: 'دقيقة', seconds: 'ثانية', ended: 'انتهى العرض' },
  },
  parameters: { direction: 'rtl' },
};
