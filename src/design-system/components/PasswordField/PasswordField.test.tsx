import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';
import { FormField } from '../FormField/FormField';

describe('PasswordField', () => {
  it('toggles visibility with a named button that controls the input', async () => {
    render(
      <FormField label="Password">
        <PasswordField showLabel="Show password" hideLabel="Hide password" defaultValue="secret" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(toggle);
  });
});
