import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColourSwitcher, type DemoColours } from './ColourSwitcher';
import { normaliseHex } from './hexColour';

const labels = {
  title: 'Demo colours',
  toggle: 'Colour settings',
  accent: 'Accent',
  menuBg: 'Menu background',
  menuText: 'Menu text',
  reset: 'Reset colours',
  invalidHex: 'Use a hex colour such as #0b5cad',
};
const initial: DemoColours = { accent: '#0b5cad', menuBg: '#1d2433', menuText: '#ffffff' };

function Harness({
  onChange = () => {},
  onReset = () => {},
}: {
  onChange?: (c: DemoColours) => void;
  onReset?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ColourSwitcher
      value={value}
      labels={labels}
      placement="inline"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onReset={onReset}
    />
  );
}

describe('normaliseHex', () => {
  it.each([
    ['#0B5CAD', '#0b5cad'],
    ['0b5cad', '#0b5cad'],
    ['#0bd', '#00bbdd'],
    ['#0b5ca', null],
    ['red', null],
  ])('%s → %s', (input, output) => expect(normaliseHex(input)).toBe(output));
});

describe('<ColourSwitcher>', () => {
  it('opens from a labelled toggle and edits each colour by picker or hex text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Colour settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const inputsOf = (name: string) =>
      screen.getAllByLabelText(name).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
    expect(screen.getByRole('group', { name: 'Accent' })).toBeInTheDocument();
    const [accentPicker, accentText] = inputsOf('Accent');
    expect(accentPicker!.type).toBe('color');
    // The picker sends `input` events as the shopper picks (and `change` once it closes).
    fireEvent.input(accentPicker!, { target: { value: '#aa3300' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...initial, accent: '#aa3300' });
    expect(accentText).toHaveValue('#aa3300');

    const menuText = inputsOf('Menu text')[1]!;
    await user.clear(menuText);
    await user.type(menuText, '#12');
    expect(menuText).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(labels.invalidHex)).toBeInTheDocument();
    await user.type(menuText, '3456');
    expect(onChange).toHaveBeenLastCalledWith({ ...initial, accent: '#aa3300', menuText: '#123456' });
    expect(menuText).toHaveAttribute('aria-invalid', 'false');
  });

  it('resets', async () => {
    const onReset = vi.fn();
    render(<Harness onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Colour settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset colours' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
