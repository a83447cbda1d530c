import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingBreakdown, type RatingBreakdownRow } from './RatingBreakdown';

const rows = (counts: readonly number[]): RatingBreakdownRow[] => {
  const total = counts.reduce((sum, n) => sum + n, 0);
  return counts.map((count, index) => {
    const stars = 5 - index;
    const percent = total === 0 ? 0 : (count / total) * 100;
    return { stars, percent, count: String(count), label: `${stars} stars: ${count} reviews` };
  });
};

const meta = {
  title: 'Design System/Commerce/RatingBreakdown',
  component: RatingBreakdown,
  tags: ['autodocs'],
  args: { label: 'Rating distribution', rows: rows([12, 5, 2, 0, 1]) },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = {};
export const NoReviews: Story = { args: { rows: rows([0, 0, 0, 0, 0]) } };
export const AllFiveStars: Story = { args: { rows: rows([128, 0, 0, 0, 0]) } };
export const RightToLeft: Story = {
  args: {
    label: 'توزيع التقييمات',
    rows: rows([12, 5, 2, 0, 1]).map((row) => ({ ...row, label: `${row.stars} من 5: ${row.count}` })),
  },
  parameters: { direction: 'rtl' },
};
