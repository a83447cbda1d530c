import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper, quantityStepperSizes, type QuantityStepperProps } from './QuantityStepper';
import { FormField } from '../FormField/FormField';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FormField label={props['aria-label'] ?? 'Quantity'}>
      <QuantityStepper {...props} aria-label={undefined} value={value} onChange={setValue} />
    </FormField>
  );
}

const meta = {
  title: 'Design System/Inputs/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: {
    value: 1,
    min: 1,
    max: 5,
    step: 1,
    onChange: () => {},
    decrementLabel: 'Decrease quantity',
    incrementLabel: 'Increase quantity',
    minMessage: 'Minimum order is 1',
    maxMessage: 'Only 5 left in stock',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = {
  args: { value: 2, min: 2, step: 2, max: 10, minMessage: 'Sold in pairs, minimum 2' },
};

/** Pressing plus up to the stock limit disables it and shows (and announces) the message. */
export const AtMaximum: Story = {
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 5 left in stock');
  },
};

export const Small: Story = { args: { size: 'sm', value: 3 } };

export const Disabled: Story = { args: { disabled: true, value: 2 } };

export const RightToLeft: Story = {
  args: {
    'aria-label': 'الكمية',
    decrementLabel: 'تقليل الكمية',
    incrementLabel: 'زيادة الكمية',
    maxMessage: 'بقي ٥ فقط في المخزون',
    value: 2,
  },
  parameters: { direction: 'rtl' },
};
