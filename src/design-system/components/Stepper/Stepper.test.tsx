import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Stepper } from './Stepper';

const steps = [{ label: 'Cart' }, { label: 'Address' }, { label: 'Payment' }];

describe('<Stepper>', () => {
  it('is an ordered list with the current step marked and finished ones announced', () => {
    render(<Stepper steps={steps} current={1} completedLabel="completed" label="Checkout progress" />);
    const list = screen.getByRole('list', { name: 'Checkout progress' });
    expect(list.tagName).toBe('OL');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['complete', 'current', 'upcoming']);
    expect(items[1]!).toHaveAttribute('aria-current', 'step');
    expect(items[0]!).toHaveTextContent('Cart, completed');
  });
});
