import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating, RATING_SIZES } from './Rating';
import { RatingInput } from './RatingInput';

const meta = {
  title: 'Design System/Commerce/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { value: 4.5, label: '4.5 out of 5', count: '(128)' },
  argTypes: {
    size: { control: 'inline-radio', options: RATING_SIZES },
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { value: 3.7, label: '3.7 out of 5', size: 'lg' } };
export const Unrated: Story = { args: { value: 0, label: 'No ratings yet', count: undefined } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {RATING_SIZES.map((size) => (
        <Rating key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

function InputDemo({
  initial = null,
  disabled = false,
  rtl = false,
}: {
  initial?: number | null;
  disabled?: boolean;
  rtl?: boolean;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <RatingInput
      value={value}
      onChange={setValue}
      legend={rtl ? 'تقييمك' : 'Your rating'}
      getOptionLabel={(stars) => (rtl ? `${stars} نجوم` : `${stars} ${stars === 1 ? 'star' : 'stars'}`)}
      disabled={disabled}
      size="lg"
    />
  );
}

/** Radio buttons: Tab into the group, arrow keys to choose. */
export const Input: Story = { render: () => <InputDemo /> };
export const InputChosen: Story = { render: () => <InputDemo initial={4} /> };
export const InputDisabled: Story = { render: () => <InputDemo initial={2} disabled /> };
export const RightToLeft: Story = {
  args: { value: 3.5, label: '3.5 من 5', count: '(٤٢)' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Rating {...args} />
      <InputDemo initial={3} rtl />
    </div>
  ),
  parameters: { direction: 'rtl' },
  // The half star is lit from its start edge, which is the right in RTL, to its middle; the last one is unlit.
  play: async ({ canvasElement }) => {
    const [, , , half, last] = canvasElement.querySelectorAll('[role="img"] > span');
    const lit = (star: Element | undefined) => getComputedStyle(star!).backgroundImage;
    await expect(lit(half)).toMatch(/^linear-gradient\(to left, rgb\([^)]+\) 50%, rgb\([^)]+\) 50%\)$/);
    await expect(lit(last)).toMatch(/ 0%, rgb\([^)]+\) 0%\)$/);
  },
};
