import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Design System/Inputs/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Show only items in stock', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { hint: 'Hides sold-out products from the list.' } };
export const On: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = {
  args: { label: 'إظهار المنتجات المتوفرة فقط', defaultChecked: true },
  parameters: { direction: 'rtl' },
};
