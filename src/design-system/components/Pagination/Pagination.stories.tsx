import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'Design System/Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    pageCount: 20,
    label: 'Pagination',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page: number) => `Page ${page}`,
    getHref: (page: number) => `#page-${page}`,
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { siblings: 2 } };
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

function ButtonsDemo() {
  const [page, setPage] = useState(3);
  return (
    <Pagination
      page={page}
      pageCount={12}
      label="Reviews pages"
      previousLabel="Previous"
      nextLabel="Next"
      pageLabel={(p) => `Page ${p}`}
      onPageChange={setPage}
    />
  );
}
/** In-page pagination with buttons instead of links. */
export const WithButtons: Story = { render: () => <ButtonsDemo /> };
export const Narrow: Story = {
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
    label: 'ترقيم الصفحات',
    previousLabel: 'السابق',
    nextLabel: 'التالي',
    pageLabel: (page: number) => `صفحة ${page}`,
  },
  parameters: { direction: 'rtl' },
};
