import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SKELETON_SHAPES } from './Skeleton';

const meta = {
  title: 'Design System/Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'rect', height: '6rem' },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { shape: 'text', lines: 3, animated: true } };
export const Text: Story = { args: { shape: 'text', lines: 4, height: undefined } };
export const Rect: Story = { args: { shape: 'rect', height: '10rem' } };
export const Circle: Story = { args: { shape: 'circle', width: '4rem', height: undefined } };
export const Still: Story = { name: 'Without animation', args: { animated: false } };
export const MediaObject: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Skeleton shape="circle" width="3rem" />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={2} />
      </div>
    </div>
  ),
};
export const RightToLeft: Story = {
  args: { shape: 'text', lines: 3, height: undefined },
  parameters: { direction: 'rtl' },
};
