import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Panel, panelPaddings, panelRadii, panelTones, panelVariants } from './Panel';

const meta = {
  title: 'Design System/Layout/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: {
    children: (
      <Stack gap="1">
        <Text weight="semibold">Home</Text>
        <Text size="sm">12 Harbour Street, Leith, Edinburgh, EH6 6QW, United Kingdom</Text>
      </Stack>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: panelTones },
    variant: { control: 'inline-radio', options: panelVariants },
    padding: { control: 'inline-radio', options: panelPaddings },
    radius: { control: 'inline-radio', options: panelRadii },
    children: { control: false },
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { tone: 'accent', variant: 'tinted', padding: 'lg', radius: 'lg' } };
export const TonesAndVariants: Story = {
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
      {panelTones.flatMap((tone) =>
        panelVariants.map((variant) => (
          <Panel key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            <Text>{`${tone} · ${variant}`}</Text>
          </Panel>
        )),
      )}
    </Grid>
  ),
};
export const Paddings: Story = {
  render: (args) => (
    <Stack gap="3">
      {panelPaddings.map((padding) => (
        <Panel key={padding} {...args} padding={padding}>
          <Text>{`padding ${padding}`}</Text>
        </Panel>
      ))}
    </Stack>
  ),
};
export const LongTextInANarrowColumn: Story = {
  args: {
    children: <Text>{'Unbreakable-address-line-'.repeat(6)}</Text>,
  },
  decorators: [
    (Story) => (
      <Grid columns={{ mobile: 2 }} gap="4">
        <Story />
        <Panel>
          <Text>Beside it</Text>
        </Panel>
      </Grid>
    ),
  ],
};
