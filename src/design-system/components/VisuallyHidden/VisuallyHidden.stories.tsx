import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design System/Layout/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Only screen readers hear this sentence.' },
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { as: 'span' } };

/** Tab into the preview: the skip link appears while focused. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
};
