import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <FormField label="E-mail" hint="For the order confirmation">
        <TextField type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const hint = screen.getByText('For the order confirmation');
    expect(input).toHaveAttribute('aria-describedby', hint.id);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('marks the control invalid and points at the error', () => {
    render(
      <FormField label="E-mail" hint="For the order confirmation" error="Enter a valid e-mail" required>
        <TextField type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const error = screen.getByText('Enter a valid e-mail').closest('p')!;
    const hint = screen.getByText('For the order confirmation');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-errormessage', error.id);
    expect(input).toHaveAttribute('aria-describedby', `${hint.id} ${error.id}`);
    expect(input).toBeRequired();
  });

  it('uses a given id and disables the control', () => {
    render(
      <FormField label="Message" id="contact-message" disabled>
        <Textarea />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.id).toBe('contact-message');
    expect(textarea).toBeDisabled();
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <FormField label="First name" hint="As on your card">
          <TextField />
        </FormField>
        <FormField label="Last name" hint="As on your card">
          <TextField />
        </FormField>
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect(first.id).not.toBe(last.id);
    expect(first.getAttribute('aria-describedby')).not.toBe(last.getAttribute('aria-describedby'));
  });
});
