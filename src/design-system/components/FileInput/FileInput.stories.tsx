import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileInput } from './FileInput';
import { FormField } from '../FormField/FormField';

const meta = {
  title: 'Design System/Inputs/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: {
    buttonLabel: 'Choose file',
    noFileText: 'No file chosen',
    clearLabel: 'Remove file',
    accept: 'image/*,.pdf',
    onChange: fn(),
  },
  render: (args) => (
    <FormField label="Trade licence" hint="PDF or image, up to 5 MB.">
      <FileInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = {
  args: { multiple: true, formatSelection: (files: File[]) => `${files.length} files` },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Trade licence" error="Upload your trade licence to continue">
      <FileInput {...args} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  args: { buttonLabel: 'اختر ملفًا', noFileText: 'لم يتم اختيار ملف', clearLabel: 'إزالة الملف' },
  render: (args) => (
    <FormField label="الرخصة التجارية">
      <FileInput {...args} />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
