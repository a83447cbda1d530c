import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangeSlider } from './RangeSlider';

describe('RangeSlider', () => {
  it('names both thumbs, formats their values and steps with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <RangeSlider
        min={0}
        max={100}
        step={10}
        defaultValue={[20, 80]}
        formatValue={(v) => `$${v}`}
        thumbLabels={['Minimum price', 'Maximum price']}
        onValueChange={onValueChange}
      />,
    );
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low).toHaveAttribute('aria-valuetext', '$20');
    expect(high).toHaveAttribute('aria-valuetext', '$80');
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith([30, 80]);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', '$30');
  });
});
