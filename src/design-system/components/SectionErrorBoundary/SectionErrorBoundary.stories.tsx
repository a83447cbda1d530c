import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SectionErrorBoundary } from './SectionErrorBoundary';

// The failed state (a compact ErrorState with retry) is covered by SectionErrorBoundary.test.tsx: a story whose
// child throws would log React's own error report, which the story tests treat as a failure by design.
const meta = {
  title: 'Design System/Feedback/SectionErrorBoundary',
  component: SectionErrorBoundary,
  tags: ['autodocs'],
  args: {
    title: 'Reviews could not be shown',
    retryLabel: 'Try again',
    onRetry: fn(),
    children: (
      <Stack gap="2">
        <Text weight="bold">Reviews</Text>
        <Text tone="muted">A section that renders normally shows its content unchanged.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof SectionErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { name: 'reviews' } };
