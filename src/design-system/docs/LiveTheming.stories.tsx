import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ColourSwitcher, type DemoColours } from '../components/ColourSwitcher';
import { FormField } from '../components/FormField';
import { Inline } from '../components/Inline';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import * as styles from './docs.css';

const shopDefaults: DemoColours = { accent: '#0b5cad', menuBg: '#1d2433', menuText: '#ffffff' };

/**
 * What a shop owner sees in demo mode: the colour switcher drives the theme at run time, and every component
 * that uses the accent or the menu colours follows, with readable text computed from the chosen colour.
 */
function LiveTheming() {
  const [colours, setColours] = useState(shopDefaults);
  return (
    <Stack gap="6">
      <ColourSwitcher
        placement="inline"
        defaultOpen
        value={colours}
        onChange={setColours}
        onReset={() => setColours(shopDefaults)}
        labels={{
          title: 'Demo colours',
          toggle: 'Colour settings',
          accent: 'Accent',
          menuBg: 'Menu background',
          menuText: 'Menu text',
          reset: 'Reset colours',
          invalidHex: 'Use a hex colour such as #0b5cad',
        }}
      />
      <ThemeProvider accent={colours.accent} menuBg={colours.menuBg} menuText={colours.menuText}>
        <Stack gap="4">
          <nav aria-label="Sample menu" className={styles.sampleMenu}>
            <strong>Menu bar in the menu colours</strong>
          </nav>
          <Inline gap="3" alignY="center">
            <Button>Add to Cart</Button>
            <Button variant="outline">Compare</Button>
            <Link href="#terms">Terms and conditions</Link>
            <Badge tone="accent" variant="solid">
              New
            </Badge>
          </Inline>
          <FormField label="Focus me to see the focus ring">
            <TextField />
          </FormField>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}

const meta = {
  title: 'Design System/Theming/Live theming',
  component: LiveTheming,
  tags: ['autodocs'],
} satisfies Meta<typeof LiveTheming>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

/** Typing a new accent recolours the button live (the computed background follows the variable). */
export const ChangedAccent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    const before = getComputedStyle(button).backgroundColor;
    const accentHex = canvas.getAllByRole('textbox', { name: /Accent/ })[0]!;
    await userEvent.clear(accentHex);
    await userEvent.type(accentHex, '#7a1fa2');
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe('rgb(122, 31, 162)'));
    await expect(before).not.toBe('rgb(122, 31, 162)');
  },
};
