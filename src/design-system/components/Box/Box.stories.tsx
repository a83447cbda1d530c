import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Design System/Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: '4',
    background: 'surfaceRaised',
    borderRadius: 'md',
    children: 'A box with padding 4 on a raised surface',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = {
  args: {
    as: 'section',
    paddingBlock: '6',
    paddingInline: '8',
    background: 'accentSurface',
    color: 'accentInk',
  },
};

/** The direction changes at the tablet breakpoint; spacing is the same at every width. */
export const Responsive: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="6">
      <Box padding="4" background="surfaceSunken" borderRadius="sm" flex="fill">
        First
      </Box>
      <Box padding="4" background="surfaceSunken" borderRadius="sm" flex="fill">
        Second
      </Box>
    </Box>
  ),
};

/** paddingInlineStart follows the reading direction: the wide padding is on the right here. */
export const RightToLeft: Story = {
  args: { paddingInlineStart: '12', children: 'مساحة في بداية السطر' },
  parameters: { direction: 'rtl' },
};
