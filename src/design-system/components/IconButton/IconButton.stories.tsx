import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  IconButton,
  iconButtonShapes,
  iconButtonSizes,
  iconButtonTones,
  iconButtonVariants,
} from './IconButton';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { iconNames } from '../Icon/paths';

const meta = {
  title: 'Design System/Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: {
    icon: 'heart',
    label: 'Add to wishlist',
    variant: 'ghost',
    tone: 'neutral',
    size: 'md',
    onClick: fn(),
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = {
  args: { variant: 'solid', tone: 'accent', shape: 'round', icon: 'cart', label: 'Cart' },
};

export const VariantsAndTones: Story = {
  render: (args) => (
    <Stack gap="3">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} gap="3">
          {iconButtonTones.map((tone) => (
            <IconButton
              key={tone}
              {...args}
              variant={variant}
              tone={tone}
              label={`${args.label} (${variant} ${tone})`}
            />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="3">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`${args.label} (${size})`} />
      ))}
    </Inline>
  ),
};

/** A toggle: aria-pressed and the filled heart. */
export const Pressed: Story = { args: { pressed: true, icon: 'heart-filled', tone: 'critical' } };

export const Disabled: Story = { args: { disabled: true } };

/** The chevron mirrors: "next" points left in Arabic. */
export const RightToLeft: Story = {
  args: { icon: 'chevron-right', label: 'التالي', variant: 'outline' },
  parameters: { direction: 'rtl' },
};
