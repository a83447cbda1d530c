import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';
import { FormField } from '../FormField/FormField';

const delivery = [
  { value: 'standard', label: 'Standard delivery', hint: '3–5 working days, free' },
  { value: 'express', label: 'Express delivery', hint: 'Next working day, $9.99' },
  { value: 'pickup', label: 'Pick up in store', hint: 'Not available for this seller', disabled: true },
];

const meta = {
  title: 'Design System/Inputs/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { options: delivery, defaultValue: 'standard', orientation: 'vertical', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  render: (args) => (
    <FormField label="Delivery method" group>
      <RadioGroup {...args} />
    </FormField>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { orientation: 'horizontal', defaultValue: 'express' } };

export const WithError: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <FormField label="Delivery method" group error="Choose a delivery method">
      <RadioGroup {...args} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  args: {
    options: [
      { value: 'standard', label: 'توصيل عادي', hint: '٣–٥ أيام عمل' },
      { value: 'express', label: 'توصيل سريع', hint: 'يوم العمل التالي' },
    ],
  },
  render: (args) => (
    <FormField label="طريقة التوصيل" group>
      <RadioGroup {...args} />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
