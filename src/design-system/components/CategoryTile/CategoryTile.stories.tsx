import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { categoryImage, productImages } from '../_story-assets';
import { CategoryTile, CATEGORY_TILE_SHAPES } from './CategoryTile';

const meta = {
  title: 'Design System/Commerce/CategoryTile',
  component: CategoryTile,
  tags: ['autodocs'],
  args: {
    name: 'Fashion',
    href: '#category/fashion',
    imageSrc: categoryImage,
    countLabel: '1,204 products',
    imagePriority: true,
  },
  argTypes: { shape: { control: 'inline-radio', options: CATEGORY_TILE_SHAPES } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '10rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(0), {
      timeout: 5000,
    });
  },
} satisfies Meta<typeof CategoryTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { shape: 'square' } };
export const Square: Story = { args: { shape: 'square', imageSrc: productImages.watch, name: 'Watches' } };
export const WithoutCount: Story = { args: { countLabel: undefined } };
export const LongText: Story = {
  args: { name: 'Home, garden and outdoor living essentials for every season' },
};
export const RightToLeft: Story = {
  args: { name: 'أزياء', countLabel: '١٬٢٠٤ منتجات' },
  parameters: { direction: 'rtl' },
};
