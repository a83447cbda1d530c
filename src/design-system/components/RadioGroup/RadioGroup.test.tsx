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
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(onValueChange).toHaveBeenCalledWith('express');
  });
});
