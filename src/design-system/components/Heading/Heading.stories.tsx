import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels } from './Heading';
import { Stack } from '../Stack/Stack';
import { textSizes } from '../Text/Text';
import { withWidth } from '../../docs/decorators';

const meta = {
  title: 'Design System/Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Best selling products' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: textSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

/** An h2 that looks like a small section label: level and visual size are independent. */
export const Playground: Story = { args: { level: 2, size: 'md', tone: 'muted' } };

export const Levels: Story = {
  render: () => (
    <Stack gap="3">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

export const LongTextTruncated: Story = {
  args: { children: 'Summer sale on garden furniture, barbecues and outdoor lighting', truncate: true },
  decorators: [withWidth('narrow')],
};

export const Arabic: Story = {
  args: { children: 'المنتجات الأكثر مبيعًا' },
  parameters: { direction: 'rtl' },
};
