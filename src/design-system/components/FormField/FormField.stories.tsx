import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { TextField } from '../TextField/TextField';
import { withWidth } from '../../docs/decorators';

const meta = {
  title: 'Design System/Inputs/FormField',
  component: FormField,
  tags: ['autodocs'],
  decorators: [withWidth('narrow')],
  args: {
    label: 'Phone number',
    hint: 'The courier calls this number on delivery day.',
    children: <TextField type="tel" autoComplete="tel" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { required: true, requiredLabel: '(required)' } };

export const WithError: Story = { args: { error: 'Enter a phone number with 10 to 15 digits' } };

export const Optional: Story = { args: { optionalLabel: '(optional)', hint: undefined } };

export const HiddenLabel: Story = {
  args: {
    label: 'Search products',
    hideLabel: true,
    hint: undefined,
    children: <TextField type="search" iconStart="search" />,
  },
};

export const Disabled: Story = { args: { disabled: true } };
