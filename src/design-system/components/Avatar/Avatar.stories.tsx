import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatarImage } from '../_story-assets';
import { Avatar, AVATAR_SHAPES, AVATAR_SIZES } from './Avatar';

const meta = {
  title: 'Design System/Media/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Amira Haddad', src: avatarImage },
  argTypes: {
    size: { control: 'inline-radio', options: AVATAR_SIZES },
    shape: { control: 'inline-radio', options: AVATAR_SHAPES },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { size: 'xl', shape: 'circle' } };
export const Initials: Story = { args: { src: undefined } };
/** A broken picture URL shows the initials instead. */
export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} src={undefined} />
      ))}
    </div>
  ),
};
export const Square: Story = { args: { shape: 'square', name: 'Acme Outfitters', src: undefined } };
export const RightToLeft: Story = {
  args: { name: 'محمد علي', src: undefined },
  parameters: { direction: 'rtl' },
};
