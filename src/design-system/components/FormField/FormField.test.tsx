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
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-errormessage')).toBe(false);
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
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-errormessage')).toBe(error.id);
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`);
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('uses a given id and disables the control', () => {
    render(
      <FormField label="Message" id="contact-message" disabled>
        <Textarea />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.id).toBe('contact-message');
    expect(textarea.hasAttribute('disabled')).toBe(true);
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
