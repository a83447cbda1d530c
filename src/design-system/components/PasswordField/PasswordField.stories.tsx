import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { FormField } from '../FormField/FormField';
import { withWidth } from '../../docs/decorators';

const meta = {
  title: 'Design System/Inputs/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  decorators: [withWidth('narrow')],
  args: { showLabel: 'Show password', hideLabel: 'Hide password', defaultValue: 'correct horse' },
  render: (args) => (
    <FormField label="Password" hint="At least 8 characters.">
      <PasswordField {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { autoComplete: 'new-password', size: 'lg' } };

export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Password" error="The password is too short">
      <PasswordField {...args} defaultValue="abc" />
    </FormField>
  ),
};

export const RightToLeft: Story = {
  args: { showLabel: 'إظهار كلمة المرور', hideLabel: 'إخفاء كلمة المرور' },
  render: (args) => (
    <FormField label="كلمة المرور">
      <PasswordField {...args} />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
