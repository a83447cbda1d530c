import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';

const meta = {
  title: 'Design System/Feedback/NavigationProgress',
  component: NavigationProgress,
  tags: ['autodocs'],
  args: { active: true, label: 'Loading page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the bar creeps towards 90% across the top of the viewport. */
export const Default: Story = { tags: ['rtl-and-custom'] };

function Toggle(args: NavigationProgressProps) {
  const [active, setActive] = useState(false);
  return (
    <div style={{ padding: '2rem' }}>
      <NavigationProgress {...args} active={active} />
      <Button onClick={() => setActive((a) => !a)}>
        {active ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </div>
  );
}
/** Start and finish a navigation to see the delay, the creep and the completion. */
export const Playground: Story = { render: (args) => <Toggle {...args} /> };
export const Idle: Story = { args: { active: false } };
export const RightToLeft: Story = { args: { label: 'جارٍ تحميل الصفحة' }, parameters: { direction: 'rtl' } };
