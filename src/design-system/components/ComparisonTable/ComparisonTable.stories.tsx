import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonTable } from './ComparisonTable';

const items = ['Wireless Earbuds Pro', 'Studio Headphones', 'Sport Earbuds', 'Travel Speaker'];
const header = (name: string) => <strong>{name}</strong>;

const meta = {
  title: 'Design System/Commerce/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs'],
  args: {
    caption: 'Compared products',
    differsLabel: 'Differs',
    cornerLabel: 'Product',
    columns: items.slice(0, 3).map((name) => ({ key: name, header: header(name) })),
    rows: [
      { key: 'price', label: 'Price', cells: ['$59.90', '$129.00', '$39.00'], differs: true },
      { key: 'brand', label: 'Brand', cells: ['Acme', 'Acme', 'Acme'] },
      { key: 'category', label: 'Category', cells: ['Audio', 'Audio', 'Sport'], differs: true },
      { key: 'moq', label: 'Minimum order quantity', cells: ['1', '1', '1'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Compared products' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Price');
  },
} satisfies Meta<typeof ComparisonTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { hideCaption: true } };

/** Four columns in a phone-wide box: the columns scroll sideways, the attribute names stay pinned. */
export const Narrow: Story = {
  args: { columns: items.map((name) => ({ key: name, header: header(name) })) },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  args: {
    caption: 'المنتجات المقارنة',
    differsLabel: 'مختلف',
    rows: [
      { key: 'price', label: 'السعر', cells: ['59.90 $', '129.00 $', '39.00 $'], differs: true },
      { key: 'brand', label: 'العلامة التجارية', cells: ['Acme', 'Acme', 'Acme'] },
    ],
  },
  parameters: { direction: 'rtl' },
  play: async () => undefined,
};
