import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('works without a FormField when given aria-label and invalid', () => {
    render(<TextField aria-label="Coupon code" invalid />);
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
