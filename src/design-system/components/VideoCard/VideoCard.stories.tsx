import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { wideImage } from '../_story-assets';
import { VideoCard } from './VideoCard';

const meta = {
  title: 'Design System/Commerce/VideoCard',
  component: VideoCard,
  tags: ['autodocs'],
  args: {
    title: 'Spring drop: new leather bags, live from the workshop',
    href: '#video-shopping/spring-drop',
    thumbnailSrc: wideImage,
    shopName: 'Acme Outfitters',
    metaLabel: '3 days ago',
    durationLabel: '12:34',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(0), {
      timeout: 5000,
    });
  },
} satisfies Meta<typeof VideoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { live: true, liveLabel: 'Live', metaLabel: '1.2k watching' } };
export const Live: Story = { args: { live: true, liveLabel: 'Live', metaLabel: '1.2k watching' } };
export const LongText: Story = {
  args: {
    title:
      'Three hours of behind-the-scenes footage from the spring collection photo shoot with every single maker',
    shopName: 'The Very Long Named Independent Leather Workshop of Lisbon',
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'إطلاق الربيع: حقائب جديدة مباشرة من الورشة',
    shopName: 'متجر أكمي',
    live: true,
    liveLabel: 'مباشر',
    metaLabel: '١٫٢ ألف مشاهد',
  },
  parameters: { direction: 'rtl' },
};
