import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textSizes, textTones, textWeights } from './Text';
import { Stack } from '../Stack/Stack';
import { withWidth } from '../../docs/decorators';

const longTitle =
  'Wireless noise-cancelling over-ear headphones with 40-hour battery, fast charging and a foldable travel case';

const meta = {
  title: 'Design System/Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Free delivery on orders over $50', size: 'md', weight: 'regular', tone: 'default' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { size: 'lg', weight: 'semibold', tone: 'accent' } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="2">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: Free delivery on orders over $50
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="2">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: The quick brown fox
        </Text>
      ))}
    </Stack>
  ),
};

export const TruncatedOneLine: Story = {
  args: { children: longTitle, truncate: true },
  decorators: [withWidth('narrow')],
};

export const ClampedTwoLines: Story = {
  args: { children: longTitle, truncate: 2 },
  decorators: [withWidth('narrow')],
};

export const Arabic: Story = {
  args: { children: 'توصيل مجاني للطلبات التي تزيد عن 50 دولارًا' },
  parameters: { direction: 'rtl' },
};
