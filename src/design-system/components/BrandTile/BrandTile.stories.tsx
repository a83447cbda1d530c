import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brandLogo } from '../_story-assets';
import { BrandTile } from './BrandTile';

const meta = {
  title: 'Design System/Commerce/BrandTile',
  component: BrandTile,
  tags: ['autodocs'],
  args: { name: 'Acme', href: '#brand/acme', logoSrc: brandLogo },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(0), {
      timeout: 5000,
    });
  },
} satisfies Meta<typeof BrandTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { showName: true } };
export const WithName: Story = { args: { showName: true } };
export const LongText: Story = {
  args: { showName: true, name: 'Acme International Outdoor Equipment Company' },
};
export const RightToLeft: Story = {
  args: { name: 'أكمي', showName: true },
  parameters: { direction: 'rtl' },
};
