import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { withWidth } from '../../docs/decorators';

const chips = ['Electronics', 'Home & kitchen', 'Fashion', 'Toys', 'Garden'].map((label) => (
  <Box key={label} paddingBlock="1" paddingInline="3" background="surfaceSunken" borderRadius="pill">
    {label}
  </Box>
));

const meta = {
  title: 'Design System/Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { gap: '2', align: 'start', alignY: 'center', wrap: true, children: chips },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { gap: '4', align: 'between' } };

/** In a narrow container the items wrap onto a second line. */
export const Wrapping: Story = { decorators: [withWidth('narrow')] };

export const Alignments: Story = {
  render: (args) => (
    <Stack gap="4">
      {inlineAlignments.map((align) => (
        <Inline key={align} {...args} align={align} children={chips.slice(0, 2)} />
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = { parameters: { direction: 'rtl' } };
