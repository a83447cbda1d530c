import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Design System/Commerce/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { label: 'Leather' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { selected: false } };
export const Removable: Story = {
  args: { label: 'Colour: Red', onRemove: fn(), removeLabel: 'Remove filter: Colour: Red' },
};
export const AsLink: Story = { args: { label: 'Summer', href: '#summer' } };
export const Selected: Story = { args: { label: 'Summer', href: '#summer', selected: true } };
export const LongText: Story = {
  args: {
    label: 'A remarkably long tag that will not fit its container at all',
    onRemove: fn(),
    removeLabel: 'Remove tag',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  args: { label: 'اللون: أحمر', onRemove: fn(), removeLabel: 'إزالة الفلتر: أحمر' },
  parameters: { direction: 'rtl' },
};
