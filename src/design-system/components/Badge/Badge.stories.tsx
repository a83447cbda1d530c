import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, BADGE_SIZES, BADGE_TONES, BADGE_VARIANTS } from './Badge';

const meta = {
  title: 'Design System/Commerce/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '-20%', tone: 'critical', variant: 'solid' },
  argTypes: {
    tone: { control: 'select', options: BADGE_TONES },
    variant: { control: 'inline-radio', options: BADGE_VARIANTS },
    size: { control: 'inline-radio', options: BADGE_SIZES },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { children: 'New', tone: 'accent', variant: 'subtle', size: 'md' } };

/** Every tone in every variant. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {BADGE_VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone} {variant}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};
export const WithIcon: Story = {
  args: { children: 'Earn 40 points', tone: 'accent', variant: 'subtle', icon: 'gift' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {BADGE_SIZES.map((size) => (
        <Badge key={size} {...args} size={size}>
          Size {size}
        </Badge>
      ))}
    </div>
  ),
};
export const LongText: Story = {
  args: {
    children: 'Free shipping on every order over a very generous amount',
    tone: 'positive',
    variant: 'subtle',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = { args: { children: 'خصم ٢٠٪' }, parameters: { direction: 'rtl' } };
