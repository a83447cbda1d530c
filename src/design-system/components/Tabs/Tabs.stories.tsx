import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TABS_VARIANTS } from './Tabs';

const items = [
  {
    value: 'description',
    label: 'Description',
    content: <p>Hand-stitched full-grain leather tote with a brass buckle.</p>,
  },
  { value: 'specs', label: 'Specification', content: <p>30 × 22 × 9 cm, 780 g, fits a 13-inch laptop.</p> },
  { value: 'reviews', label: 'Reviews (128)', content: <p>4.5 out of 5 from 128 reviews.</p> },
  { value: 'shipping', label: 'Shipping', content: <p>Ships in 2 days from Lisbon.</p>, disabled: true },
];

const meta = {
  title: 'Design System/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, label: 'Product information' },
  argTypes: { variant: { control: 'inline-radio', options: TABS_VARIANTS } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { variant: 'enclosed', fitted: false } };
export const Enclosed: Story = { args: { variant: 'enclosed' } };
export const Fitted: Story = { args: { fitted: true, items: items.slice(0, 3) } };
export const SecondSelected: Story = { args: { defaultValue: 'specs' } };
export const ManyTabs: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, i) => ({
      value: `t${i}`,
      label: `Category number ${i + 1}`,
      content: <p>Panel {i + 1}</p>,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '30rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  args: {
    label: 'معلومات المنتج',
    items: [
      { value: 'd', label: 'الوصف', content: <p>حقيبة من الجلد الطبيعي.</p> },
      { value: 's', label: 'المواصفات', content: <p>٣٠ × ٢٢ سم.</p> },
      { value: 'r', label: 'التقييمات', content: <p>لا توجد تقييمات بعد.</p> },
    ],
  },
  parameters: { direction: 'rtl' },
};
