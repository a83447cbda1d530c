import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design System/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Fashion', href: '#fashion' },
      { label: 'Bags', href: '#bags' },
      { label: 'Leather tote' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = {};
export const TwoLevels: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'All brands' }] },
};
export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Home, garden and outdoor living essentials', href: '#home-garden' },
      { label: 'Furniture', href: '#furniture' },
      {
        label: 'Hand-made solid oak extendable dining table for eight to twelve people with matching benches',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};
/** Separators point the other way in right-to-left layouts. */
export const RightToLeft: Story = {
  args: {
    label: 'مسار التنقل',
    items: [
      { label: 'الرئيسية', href: '#home' },
      { label: 'أزياء', href: '#fashion' },
      { label: 'حقيبة جلدية' },
    ],
  },
  parameters: { direction: 'rtl' },
};
