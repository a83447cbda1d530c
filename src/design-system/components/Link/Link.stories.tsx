import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, linkTones, linkUnderlines } from './Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

const meta = {
  title: 'Design System/Typography/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#shipping', children: 'Shipping and returns', tone: 'accent', underline: 'always' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { tone: 'neutral', underline: 'hover' } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="2">
      {linkTones.map((tone) => (
        <Text key={tone}>
          <Link {...args} tone={tone}>
            {tone} link
          </Link>
        </Text>
      ))}
    </Stack>
  ),
};

export const External: Story = {
  args: {
    href: 'https://example.com/size-guide',
    children: 'Size guide',
    external: true,
    externalLabel: '(opens in a new tab)',
  },
};

/** With a router: `<Link asChild><RouterLink to="/cart">Cart</RouterLink></Link>`; a plain anchor stands in here. */
export const AsChild: Story = {
  render: (args) => (
    <Link {...args} asChild>
      <a href="#cart">View cart</a>
    </Link>
  ),
};

export const RightToLeft: Story = {
  args: { children: 'دليل المقاسات', external: true, externalLabel: '(يفتح في علامة تبويب جديدة)' },
  parameters: { direction: 'rtl' },
};
