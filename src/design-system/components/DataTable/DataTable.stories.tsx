import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './DataTable';

const meta = {
  title: 'Design System/Content/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    caption: 'Wholesale prices',
    columns: [
      { key: 'quantity', label: 'Quantity' },
      { key: 'price', label: 'Unit price', align: 'end' },
    ],
    rows: [
      { id: '1', cells: { quantity: '1–9', price: '$20.00' } },
      { id: '10', cells: { quantity: '10–49', price: '$18.00' }, highlighted: true },
      { id: '50', cells: { quantity: '50–500', price: '$16.00' } },
    ],
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = {};
export const NoHighlight: Story = {
  args: { rows: meta.args.rows.map((row) => ({ ...row, highlighted: false })) },
};
export const Narrow: Story = {
  args: {
    columns: [
      { key: 'quantity', label: 'Quantity' },
      { key: 'price', label: 'Unit price', align: 'end' },
      { key: 'saving', label: 'You save per item', align: 'end' },
    ],
    rows: meta.args.rows.map((row) => ({ ...row, cells: { ...row.cells, saving: '$2.00' } })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  args: {
    caption: 'أسعار الجملة',
    columns: [
      { key: 'quantity', label: 'الكمية' },
      { key: 'price', label: 'سعر الوحدة', align: 'end' },
    ],
  },
  parameters: { direction: 'rtl' },
};
