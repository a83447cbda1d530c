import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';

const meta = {
  title: 'Design System/Navigation/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  args: {
    onLoadMore: fn(),
    loading: false,
    hasMore: true,
    label: 'Load more',
    loadingLabel: 'Loading more products',
    allLoadedLabel: 'You have seen all 80 products',
    progress: 'Showing 24 of 80 products',
  },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
function Demo(args: LoadMoreProps) {
  const [shown, setShown] = useState(24);
  return (
    <LoadMore
      {...args}
      hasMore={shown < 80}
      progress={`Showing ${shown} of 80 products`}
      onLoadMore={() => setShown((n) => Math.min(80, n + 24))}
    />
  );
}
export const Playground: Story = { render: (args) => <Demo {...args} /> };
export const Loading: Story = { args: { loading: true } };
export const AllLoaded: Story = { args: { hasMore: false, progress: 'Showing 80 of 80 products' } };
export const RightToLeft: Story = {
  args: {
    label: 'تحميل المزيد',
    loadingLabel: 'جارٍ التحميل',
    allLoadedLabel: 'عرضت كل المنتجات',
    progress: 'عرض ٢٤ من ٨٠ منتجًا',
  },
  parameters: { direction: 'rtl' },
};
