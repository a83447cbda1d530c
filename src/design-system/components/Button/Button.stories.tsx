import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { iconNames } from '../Icon/paths';

const meta = {
  title: 'Design System/Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to cart', variant: 'solid', tone: 'accent', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: 'select', options: [undefined, ...iconNames] },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { variant: 'outline', tone: 'neutral', iconStart: 'heart' } };

/** Every variant (rows) in every tone (columns). */
export const VariantsAndTones: Story = {
  render: (args) => (
    <Stack gap="3">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="3">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {variant} {tone}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="3" alignY="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = { args: { iconStart: 'cart', children: 'Add to cart' } };

/** The width does not change; the label is announced with "Loading" and aria-busy is set. */
export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading' } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Proceed to checkout' } };

export const LongLabel: Story = {
  args: { children: 'Add this item and the recommended accessories to cart' },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="#checkout">Go to checkout</a>
    </Button>
  ),
};

export const RightToLeft: Story = {
  args: { children: 'التالي', iconEnd: 'arrow-right' },
  parameters: { direction: 'rtl' },
};
