import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';
import { FormField } from '../FormField/FormField';

describe('RadioGroup', () => {
  it('is named by the FormField legend and selects by label', async () => {
    const onValueChange = vi.fn();
    render(
      <FormField label="Delivery method" group error="Choose one">
        <RadioGroup
          onValueChange={onValueChange}
          options={[
            { value: 'standard', label: 'Standard' },
            { value: 'express', label: 'Express' },
          ]}
        />
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(onValueChange).toHaveBeenCalledWith('express');
  });

  it('shows the dot only on the chosen option and mounts without reading computed styles (docs/performance.md, "The first render is a transition")', async () => {
    const user = userEvent.setup();
    const read = vi.spyOn(window, 'getComputedStyle');
    render(
      <RadioGroup
        aria-label="Size"
        defaultValue="m"
        options={[
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
        ]}
      />,
    );
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(screen.getByRole('radio', { name: 'M' })).toHaveAttribute('data-state', 'checked');
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).toHaveAttribute('data-state', 'unchecked');
  });
});
