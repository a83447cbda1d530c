import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';

const meta = {
  title: 'Design System/Inputs/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Keep me signed in', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { hint: 'Not on a shared computer.', defaultChecked: true } };

export const Checked: Story = { args: { checked: true } };

export const Indeterminate: Story = { args: { label: 'Select all items', checked: 'indeterminate' } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** A named set in a fieldset, with a shared error. */
export const Group: Story = {
  render: () => (
    <FormField label="Brands" group error="Choose at least one brand">
      <Stack gap="2">
        <Checkbox label="Acme" />
        <Checkbox label="Globex" />
        <Checkbox label="Initech" hint="Ships from abroad" />
      </Stack>
    </FormField>
  ),
};

export const RightToLeft: Story = {
  args: { label: 'تذكرني', hint: 'ليس على جهاز مشترك.' },
  parameters: { direction: 'rtl' },
};
