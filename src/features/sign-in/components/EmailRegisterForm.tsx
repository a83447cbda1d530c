import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Stack } from '@/design-system/components/Stack';
import { TextField } from '@/design-system/components/TextField';
import { RegisterRequest, type RegisterResponse } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { FormMessage } from '@/ui';
import { useRegister, type SignedIn } from '@/domain/session';
import { AgreementChecks } from '../agreements/AgreementChecks';
import type { AgreementsState } from '../agreements/use-agreements';
import { NewPasswordInput } from './NewPasswordInput';

// The e-mail flow of the contract's body: e-mail and password are required there (the phone flow is
// PhoneRegisterForm's).
const EmailSignUp = z.omit(z.required(RegisterRequest, { email: true, password: true }), {
  phone: true,
  otp: true,
});

/** What the shop already knows of the shopper (a guest's order: issue 38 §6), typed into the form for them. */
export interface RegisterPrefill {
  first_name: string;
  last_name: string;
  email: string;
}

export interface EmailRegisterFormProps {
  agreements: AgreementsState;
  onRegistered: (answer: SignedIn<RegisterResponse>) => void;
  prefill?: RegisterPrefill;
}

/** A customer account by e-mail: the shop mails an activation link; then the shopper signs in. */
export function EmailRegisterForm({ agreements, onRegistered, prefill }: EmailRegisterFormProps) {
  const t = useT();
  const signUp = useRegister();
  const form = useContractForm(EmailSignUp, {
    defaultValues: { first_name: '', last_name: '', email: '', ...prefill, password: '' },
    // A prefilled form keeps its own draft: what was typed on /register is not mixed into an order's details.
    draftKey: prefill ? 'register-after-order' : 'register',
  });
  const { errors } = form.formState;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Unticked agreements are named together with the fields' messages, not after them.
    const agreed = agreements.confirm();
    void form.handleSubmit((body: z.output<typeof EmailSignUp>) => {
      if (!agreed) return;
      signUp.mutate(body, {
        onSuccess: (answer) => {
          form.clearDraft();
          onRegistered(answer);
        },
        onError: (error) => applyServerErrors(form, error),
      });
    })(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Sign Up')}>
      <Stack gap="4">
        {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
        <FormField label={t('First Name')} required error={fieldError(errors, 'first_name')}>
          <TextField autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField label={t('Last Name')} required error={fieldError(errors, 'last_name')}>
          <TextField autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
        <FormField label={t('Email')} required error={fieldError(errors, 'email')}>
          <TextField type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField
          label={t('Password')}
          hint={t('6 to 50 characters')}
          required
          error={fieldError(errors, 'password')}
        >
          <NewPasswordInput {...form.register('password')} />
        </FormField>
        <AgreementChecks state={agreements} />
        <Button type="submit" size="lg" loading={signUp.isPending} loadingLabel={t('Creating your account')}>
          {t('Sign Up')}
        </Button>
      </Stack>
    </form>
  );
}
