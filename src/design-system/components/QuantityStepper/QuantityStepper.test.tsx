import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
import { clampQuantity } from './quantity';
import { FormField } from '../FormField/FormField';

function Harness(props: Partial<QuantityStepperProps> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return (
    <FormField label="Quantity">
      <QuantityStepper
        decrementLabel="Decrease quantity"
        incrementLabel="Increase quantity"
        minMessage="Minimum order is 2"
        maxMessage="Only 5 left in stock"
        min={2}
        max={5}
        {...props}
        value={value}
        onChange={setValue}
      />
    </FormField>
  );
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const status = () => screen.getByRole('status');

describe('QuantityStepper', () => {
  it('disables decrement at the minimum and increment at the maximum', async () => {
    render(<Harness initial={2} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).not.toHaveAttribute('aria-disabled');
    expect(quantity()).toHaveAttribute('aria-valuemin', '2');
    expect(quantity()).toHaveAttribute('aria-valuemax', '5');

    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(quantity()).toHaveValue('4');
    expect(status()).toBeEmptyDOMElement();
    await userEvent.click(plus());
    expect(quantity()).toHaveValue('5');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(status()).toHaveTextContent(/^Only 5 left in stock$/);
    // Pressing again at the bound keeps the value and focus.
    await userEvent.click(plus());
    expect(quantity()).toHaveValue('5');
    expect(plus()).toHaveFocus();
  });

  it('announces the minimum message when going down to it', async () => {
    render(<Harness initial={3} />);
    await userEvent.click(minus());
    expect(quantity()).toHaveValue('2');
    expect(status()).toHaveTextContent(/^Minimum order is 2$/);
    expect(quantity()).toHaveAttribute('aria-describedby', expect.stringContaining(status().id));
  });

  it('clamps typed numbers on Enter and on blur', async () => {
    render(<Harness initial={3} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '40{Enter}');
    expect(quantity()).toHaveValue('5');
    expect(status()).toHaveTextContent(/^Only 5 left in stock$/);

    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '0');
    await userEvent.tab();
    expect(quantity()).toHaveValue('2');
    expect(status()).toHaveTextContent(/^Minimum order is 2$/);
  });

  it('ignores letters and restores the value when nothing valid was typed', async () => {
    render(<Harness initial={3} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), 'ab');
    await userEvent.tab();
    expect(quantity()).toHaveValue('3');
  });

  it('steps with the arrow keys', async () => {
    render(<Harness initial={3} />);
    quantity().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(quantity()).toHaveValue('4');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(quantity()).toHaveValue('2');
  });

  it('never offers a step past a maximum that is off the step grid', async () => {
    render(<Harness initial={2} min={2} step={2} max={5} maxMessage="Sold in pairs; 4 left" />);
    await userEvent.click(plus());
    expect(quantity()).toHaveValue('4');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(status()).toHaveTextContent(/^Sold in pairs; 4 left$/);
  });

  it('clampQuantity always lands on the step grid within the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -1000, max: 1000 }),
        (min, step, span, input) => {
          const max = min + span;
          const result = clampQuantity(input, { min, max, step });
          expect(result).toBeGreaterThanOrEqual(min);
          expect(result).toBeLessThanOrEqual(max);
          expect((result - min) % step).toBe(0);
        },
      ),
    );
  });
});
