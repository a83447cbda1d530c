import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, containerWidths } from './Container';
import { Box } from '../Box/Box';

const meta = {
  title: 'Design System/Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'default',
    children: (
      <Box padding="6" background="surfaceSunken">
        Page content stays within the container width.
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { as: 'main' } };
export const Narrow: Story = { args: { width: 'narrow' } };
