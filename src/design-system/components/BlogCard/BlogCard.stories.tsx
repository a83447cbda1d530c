import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { wideImage } from '../_story-assets';
import { BlogCard } from './BlogCard';

const meta = {
  title: 'Design System/Commerce/BlogCard',
  component: BlogCard,
  tags: ['autodocs'],
  args: {
    title: 'How to care for full-grain leather',
    href: '#blog/leather-care',
    excerpt:
      'Leather lasts decades if you treat it right. Here is what our makers do every season, and what they never do.',
    imageSrc: wideImage,
    dateLabel: '12 May 2025',
    dateTime: '2025-05-12',
    categoryLabel: 'Guides',
    readingTimeLabel: '5 min read',
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
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { headingLevel: 2 } };
export const WithoutImage: Story = { args: { imageSrc: undefined } };
export const Minimal: Story = {
  args: { imageSrc: undefined, excerpt: undefined, categoryLabel: undefined, readingTimeLabel: undefined },
};
export const LongText: Story = {
  args: {
    title:
      'Everything you ever wanted to know about vegetable-tanned leather, and a few things you did not want to know',
    excerpt: 'Vegetable tanning is one of the oldest crafts still practised today. '.repeat(5),
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'كيف تعتني بالجلد الطبيعي',
    excerpt: 'يدوم الجلد عقودًا إذا عاملته بالطريقة الصحيحة.',
    dateLabel: '١٢ مايو ٢٠٢٥',
    categoryLabel: 'أدلة',
    readingTimeLabel: '٥ دقائق للقراءة',
  },
  parameters: { direction: 'rtl' },
};
