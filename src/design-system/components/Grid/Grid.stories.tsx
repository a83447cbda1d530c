import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from './Grid';
import { Box } from '../Box/Box';

const tiles = Array.from({ length: 8 }, (_, i) => (
  <Box key={i} padding="6" background="surfaceSunken" borderRadius="md" textAlign="center">
    Product {i + 1}
  </Box>
));

const meta = {
  title: 'Design System/Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 }, gap: '4', children: tiles },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { columns: 3, gap: '2', rowGap: '6' } };

/** As many columns of at least `size.gridItemMin` as fit. */
export const AutoFill: Story = { args: { columns: 'auto' } };
