import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { FormField } from '@/design-system/components/FormField';
import { TextField } from '@/design-system/components/TextField';
import { ValidationError } from '@/lib/http';
import { useContractForm } from './use-contract-form.ts';
import { applyServerErrors } from './server-errors.ts';
import { fieldError, formError } from './field-error.tsx';
import { numberFromText } from './number-from-text.ts';
import { StorefrontProvider } from '@/lib/session/StorefrontProvider';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';

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

/** The names of the drafts the tab keeps. */
const draftNames = () =>
  Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').filter((key) =>
    key.startsWith('marketfront:draft:'),
  );

/** The form inside the storefront, as the shopper `start` says. */
const asShopper = (start: ReturnType<typeof startDataFixture>) =>
  render(
    <StorefrontProvider start={start}>
      <SignUp answer={async () => Promise.reject(new Error('offline'))} />
    </StorefrontProvider>,
  );

describe('useContractForm', () => {
  it('shows the schema problems next to their fields in the shop’s words, announced', async () => {
    const user = userEvent.setup();
    render(<SignUp answer={async () => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Please use at least 6 characters').closest('[role="alert"]'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
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
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Phone is odd.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('taken@example.test');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();

    unmount(); // the shopper reloads the page
    render(<SignUp answer={refuse} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('taken@example.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password')).toHaveValue('');
  });

  it('forgets the draft once the request succeeds', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SignUp answer={async () => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(draftNames()).toEqual([]));
    unmount();
    render(<SignUp answer={async () => undefined} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });
});

describe('useContractForm drafts and their owner', () => {
  it('offers a signed-in shopper’s draft to them only, never to the guest after them', async () => {
    const user = userEvent.setup();
    const signedIn = asShopper(startDataFixture({ user: signedInUser }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jane@example.com');
    expect(draftNames()).toEqual([`marketfront:draft:user:${signedInUser.id}:test-sign-up`]);
    signedIn.unmount();

    // Another person on the same tab, signed out: an empty form, and Jane's draft is gone from the tab.
    asShopper(startDataFixture());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(draftNames()).toEqual([]);
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

  it('shows every message that lands on one field, the field’s own first, instead of the last one alone', () => {
    const calls: unknown[][] = [];
    const form = {
      setError: (...args: unknown[]) => calls.push(args),
      getValues: () => ({ comment: '', email: '' }),
    };
    applyServerErrors(
      form as never,
      new ValidationError('x', {
        blog_id: 'The selected blog id is invalid.',
        comment: 'Too long.',
        email: 'Bad.',
      }),
      { blog_id: 'comment' },
    );
    expect(calls).toEqual([
      [
        'comment',
        { type: 'server', message: 'Too long. The selected blog id is invalid.' },
        { shouldFocus: true },
      ],
      ['email', { type: 'server', message: 'Bad.' }, { shouldFocus: false }],
    ]);
  });
});

describe('numberFromText', () => {
  const Amount = z.object({ amount: numberFromText(z.number().gt(0).max(500)) });
  function Recharge({ onValid }: { onValid: (amount: number) => void }) {
    const form = useContractForm(Amount, { defaultValues: { amount: '' } });
    return (
      <form onSubmit={form.handleSubmit((body) => onValid(body.amount))} noValidate>
        <FormField label="Amount" error={fieldError(form.formState.errors, 'amount')}>
          <TextField type="number" {...form.register('amount')} />
        </FormField>
        <button type="submit">Send</button>
      </form>
    );
  }

  it('says an empty number is required, applies the contract’s limits, and hands over a number', async () => {
    const user = userEvent.setup();
    const sent: number[] = [];
    render(<Recharge onValid={(amount) => sent.push(amount)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter more than 0')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: 'Amount' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '501');
    expect(await screen.findByText('Please enter at most 500')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: 'Amount' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '42.5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([42.5]));
  });
});
