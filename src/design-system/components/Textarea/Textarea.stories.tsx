import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea';
import { FormField } from '../FormField/FormField';
import { withWidth } from '../../docs/decorators';

const meta = {
  title: 'Design System/Inputs/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  decorators: [withWidth('medium')],
  args: { rows: 4 },
  render: (args) => (
    <FormField label="Your review" hint="What did you like or dislike?">
      <Textarea {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = {
  args: {
    maxLength: 200,
    formatCount: (n: number, max: number) => `${n} of ${max} characters`,
    defaultValue: 'Great fit.',
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Your review" error="Write at least 20 characters">
      <Textarea {...args} defaultValue="Nice." />
    </FormField>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Reviews are closed for this product.' },
};

export const RightToLeft: Story = {
  render: (args) => (
    <FormField label="تقييمك">
      <Textarea {...args} defaultValue="منتج رائع وجودة ممتازة." />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
