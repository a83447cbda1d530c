import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { bannerImage, shopLogo } from '../_story-assets';
import { ShopCard, type ShopCardProps } from './ShopCard';

const meta = {
  title: 'Design System/Commerce/ShopCard',
  component: ShopCard,
  tags: ['autodocs'],
  args: {
    name: 'Acme Outfitters',
    href: '#shop/acme',
    logoSrc: shopLogo,
    rating: { value: 4.8, label: '4.8 out of 5', count: '(2,310)' },
    productCountLabel: '128 products',
    verifiedLabel: 'Verified',
    followed: false,
    onToggleFollow: fn(),
    followLabel: 'Follow',
    followingLabel: 'Following',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(0), {
      timeout: 5000,
    });
  },
} satisfies Meta<typeof ShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

function Toggle(args: ShopCardProps) {
  const [followed, setFollowed] = useState(false);
  return <ShopCard {...args} followed={followed} onToggleFollow={() => setFollowed((f) => !f)} />;
}

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { render: (args) => <Toggle {...args} /> };
export const Following: Story = { args: { followed: true } };
export const FollowPending: Story = { args: { followPending: true } };
export const WithBanner: Story = { args: { bannerSrc: bannerImage } };
export const NoLogo: Story = { args: { logoSrc: undefined, verifiedLabel: undefined } };
export const LongText: Story = {
  args: {
    name: 'The Very Long Named Independent Leather Workshop of Lisbon and Porto',
    productCountLabel: '12,480 products',
  },
};
export const RightToLeft: Story = {
  args: {
    name: 'متجر أكمي',
    productCountLabel: '١٢٨ منتجًا',
    verifiedLabel: 'موثق',
    followLabel: 'متابعة',
    followingLabel: 'تتابعه',
    rating: { value: 4.8, label: '4.8 من 5' },
  },
  parameters: { direction: 'rtl' },
};
