import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  ColourSwitcher,
  COLOUR_SWITCHER_PLACEMENTS,
  type ColourSwitcherProps,
  type DemoColours,
} from './ColourSwitcher';

const defaults: DemoColours = { accent: '#0b5cad', menuBg: '#1d2433', menuText: '#ffffff' };
const labels = {
  title: 'Demo colours',
  toggle: 'Colour settings',
  accent: 'Accent',
  menuBg: 'Menu background',
  menuText: 'Menu text',
  reset: 'Reset colours',
  invalidHex: 'Use a hex colour such as #0b5cad',
};

const meta = {
  title: 'Design System/Demo/ColourSwitcher',
  component: ColourSwitcher,
  tags: ['autodocs'],
  args: { value: defaults, labels, onChange: fn(), onReset: fn(), placement: 'inline' },
  argTypes: { placement: { control: 'inline-radio', options: COLOUR_SWITCHER_PLACEMENTS } },
} satisfies Meta<typeof ColourSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

function Live(args: ColourSwitcherProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ColourSwitcher
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onReset={() => {
        setValue(defaults);
        args.onReset();
      }}
    />
  );
}

/** Collapsed: only the toggle shows. */
export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultOpen: true }, render: (args) => <Live {...args} /> };
export const Open: Story = { args: { defaultOpen: true } };
export const CustomColours: Story = {
  args: { defaultOpen: true, value: { accent: '#b42318', menuBg: '#fff4d6', menuText: '#16181d' } },
};
/** Docked to the inline-end edge of the viewport, as in the app. */
export const Docked: Story = {
  args: { defaultOpen: true, placement: 'fixed' },
  parameters: { layout: 'fullscreen' },
};
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    labels: {
      title: 'ألوان العرض',
      toggle: 'إعدادات الألوان',
      accent: 'اللون الأساسي',
      menuBg: 'خلفية القائمة',
      menuText: 'نص القائمة',
      reset: 'إعادة الضبط',
      invalidHex: 'استخدم لونًا سداسيًا مثل #0b5cad',
    },
  },
  parameters: { direction: 'rtl' },
};
