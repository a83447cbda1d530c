import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RangeSlider } from './RangeSlider';
import { FormField } from '../FormField/FormField';
import { withWidth } from '../../docs/decorators';

const dollars = (value: number) => `$${value.toFixed(2)}`;

const meta = {
  title: 'Design System/Inputs/RangeSlider',
  component: RangeSlider,
  tags: ['autodocs'],
  decorators: [withWidth('narrow')],
  args: {
    min: 0,
    max: 500,
    step: 5,
    defaultValue: [50, 300],
    formatValue: dollars,
    thumbLabels: ['Minimum price', 'Maximum price'],
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  render: (args) => (
    <FormField label="Price" group>
      <RangeSlider {...args} />
    </FormField>
  ),
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { step: 25, minStepsBetweenThumbs: 2 } };

export const Disabled: Story = { args: { disabled: true } };

/** The API's default price range 0–0 (no products yet): the slider is inert. */
export const EmptyRange: Story = { args: { min: 0, max: 0, defaultValue: [0, 0] } };

export const RightToLeft: Story = {
  args: {
    formatValue: (v: number) => `${v} ر.س`,
    thumbLabels: ['أدنى سعر', 'أعلى سعر'],
  },
  render: (args) => (
    <FormField label="السعر" group>
      <RangeSlider {...args} />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
