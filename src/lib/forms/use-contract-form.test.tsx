import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { FormField, TextField } from '@/design-system';
import { ValidationError } from '@/lib/http';
import { useContractForm } from './use-contract-form.ts';
import { applyServerErrors } from './server-errors.ts';
import { fieldError, formError } from './field-error.tsx';

const Body = z.object({ email: z.email(), password: z.string().min(6), city: z.string().optional() });

/** A form as screens build one: the schema, a draft key, FormField errors, a request that may fail with a 422. */
function SignUp({ answer }: { answer: () => Promise<void> }) {
  const form = useContractForm(Body, {
    defaultValues: { email: '', password: '' },
    draftKey: 'test-sign-up',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async () => {
    try {
      await answer();
      form.clearDraft();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField label="E-mail" error={fieldError(errors, 'email')}>
        <TextField type="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={fieldError(errors, 'password')}>
        <TextField type="password" {...form.register('password')} />
      </FormField>
      {formError(errors) ? <p>{formError(errors)}</p> : null}
      <button type="submit">Sign up</button>
    </form>
  );
}

afterEach(() => sessionStorage.clear());

describe('useContractForm', () => {
  it('shows the schema problems next to their fields in the shop’s words, announced', async () => {
    const user = userEvent.setup();
    render(<SignUp answer={async () => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please use at least 6 characters').closest('[role="alert"]')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });

  it('puts a 422’s messages on their fields, keeps what was typed, and restores it after a reload', async () => {
    const user = userEvent.setup();
    const refuse = () =>
      Promise.reject(
        new ValidationError('register', {
          email: 'The email has already been taken.',
          phone: 'Phone is odd.',
        }),
      );
    const { unmount } = render(<SignUp answer={refuse} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'taken@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByText('Phone is odd.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe(
      'taken@example.test',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));

    unmount(); // the shopper reloads the page
    render(<SignUp answer={refuse} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe(
      'taken@example.test',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('forgets the draft once the request succeeds', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SignUp answer={async () => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(sessionStorage.getItem('marketfront:draft:test-sign-up')).toBeNull());
    unmount();
    render(<SignUp answer={async () => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('');
  });
});

describe('applyServerErrors', () => {
  it('leaves errors that are not a 422 to the caller', () => {
    const calls: unknown[] = [];
    const form = { setError: (...args: unknown[]) => calls.push(args), getValues: () => ({ email: '' }) };
    expect(applyServerErrors(form as never, new Error('boom'))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('maps a server field name onto the form’s own', () => {
    const calls: unknown[][] = [];
    const form = { setError: (...args: unknown[]) => calls.push(args), getValues: () => ({ address: '' }) };
    applyServerErrors(form as never, new ValidationError('x', { address_id: 'Pick an address' }), {
      address_id: 'address',
    });
    expect(calls).toEqual([
      ['address', { type: 'server', message: 'Pick an address' }, { shouldFocus: true }],
    ]);
  });
});
