import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
export const Playground: Story = {
  args: { shape: 'text', lines: 3, animated: true },
  // The highlight moves on the compositor: only a transform is animated, never a property the main thread must
  // paint in every frame while the placeholder waits (the frames a route change's render needs).
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-skeleton]');
    const animations = placeholder?.getAnimations({ subtree: true }) ?? [];
    await expect(animations).toHaveLength(3);
    const animated = new Set(
      animations.flatMap((animation) =>
        (animation.effect as KeyframeEffect)
          .getKeyframes()
          .flatMap((keyframe) => Object.keys(keyframe))
          .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
      ),
    );
    await expect([...animated]).toEqual(['transform']);
  },
};
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
