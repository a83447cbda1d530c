import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldSizes, textFieldTypes } from './TextField';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { withWidth } from '../../docs/decorators';

const meta = {
  title: 'Design System/Inputs/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { size: 'md', type: 'text', placeholder: 'name@example.com' },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    type: { control: 'select', options: textFieldTypes },
  },
  decorators: [withWidth('narrow')],
  render: (args) => (
    <FormField label="E-mail" hint="We send the order confirmation here.">
      <TextField {...args} />
    </FormField>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'], args: { type: 'email' } };

export const Playground: Story = {
  args: { type: 'search', iconStart: 'search', placeholder: 'Search products' },
};

export const WithError: Story = {
  args: { type: 'email', defaultValue: 'name@', autoComplete: 'off' },
  render: (args) => (
    <FormField
      label="E-mail"
      error="Enter an e-mail address like name@example.com"
      required
      requiredLabel="(required)"
    >
      <TextField {...args} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'alex@example.com' } };

export const PrefixAndSuffix: Story = {
  render: () => (
    <Stack gap="4">
      <FormField label="Minimum price in dollars">
        <TextField inputMode="decimal" prefix="$" defaultValue="25.00" />
      </FormField>
      <FormField label="Weight in kilograms">
        <TextField inputMode="decimal" suffix="kg" defaultValue="1.5" />
      </FormField>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="4">
      {textFieldSizes.map((size) => (
        <FormField key={size} label={`Size ${size}`}>
          <TextField size={size} placeholder="Placeholder" />
        </FormField>
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = {
  render: () => (
    <FormField label="البريد الإلكتروني" hint="نرسل تأكيد الطلب هنا.">
      <TextField type="email" iconStart="user" />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
