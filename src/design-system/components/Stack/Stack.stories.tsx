import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, stackAlignments } from './Stack';
import { Box } from '../Box/Box';

const items = ['Shipping address', 'Delivery method', 'Payment'].map((label) => (
  <Box key={label} padding="3" background="surfaceSunken" borderRadius="sm">
    {label}
  </Box>
));

const meta = {
  title: 'Design System/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: '4', align: 'stretch', children: items },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { gap: '8', align: 'center' } };

export const Alignments: Story = {
  render: (args) => (
    <Stack gap="6">
      {stackAlignments.map((align) => (
        <Stack key={align} {...args} align={align} gap="2" />
      ))}
    </Stack>
  ),
};
