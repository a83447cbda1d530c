import { useState, type FormEvent } from 'react';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { TextField } from '@/design-system/components/TextField';
import {
  RegisterByPhoneRequest,
  RegisterRequest,
  type RegisterByPhoneRequestOutput,
  type RegisterResponse,
} from '@/api-generated/model';
import { fieldError, formError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { FormMessage } from '@/ui';
import * as z from 'zod/mini';
import { useRegister, useRegisterByPhone, type SignedIn } from '@/domain/session';
import { AgreementChecks } from '../agreements/AgreementChecks';
import type { AgreementsState } from '../agreements/use-agreements';
import { usePhoneCountries } from '../phone/phone-countries';
import { PhoneNumberFields, phoneToSend } from '../phone/PhoneNumberFields';
import { CodeSentNotice } from './CodeSentNotice';
import { showStepError } from './step-errors';

// The phone flow of `POST /register`: names, phone and the texted code; no e-mail, no password.
const PhoneSignUp = z.omit(z.required(RegisterRequest, { phone: true, otp: true }), {
  email: true,
  password: true,
});

// Names, the number as typed (national, or with its own +code) and the picked country; phoneToSend builds `phone`.
const DetailsForm = z.extend(RegisterByPhoneRequest, { country: z.string() });

interface CodeSent {
  person: RegisterByPhoneRequestOutput;
  demoOtp?: string;
}

function DetailsStep({
  agreements,
  onSent,
  prefill,
}: {
  agreements: AgreementsState;
  onSent: (sent: CodeSent) => void;
  prefill?: PhonePrefill;
}) {
  const t = useT();
  const start = useRegisterByPhone();
  const countries = usePhoneCountries();
  const form = useContractForm(DetailsForm, {
    defaultValues: { first_name: '', last_name: '', ...prefill, phone: '', country: '' },
    draftKey: prefill ? 'register-phone-after-order' : 'register-phone',
  });
  const { errors } = form.formState;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const agreed = agreements.confirm();
    void form.handleSubmit(({ first_name, last_name, ...number }) => {
      const phone = phoneToSend(form, number, countries.countries, t);
      if (!agreed || phone === null) return;
      const body = { first_name, last_name, phone };
      start.mutate(body, {
        onSuccess: (answer) => {
          form.clearDraft();
          onSent({ person: body, demoOtp: answer.demo_otp });
        },
        onError: (error) => showStepError(form, 'phone', error, t),
      });
    })(event);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('Sign up with phone')}>
      <Stack gap="4">
        {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
        <FormField label={t('First Name')} required error={fieldError(errors, 'first_name')}>
          <TextField autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField label={t('Last Name')} required error={fieldError(errors, 'last_name')}>
          <TextField autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
        <PhoneNumberFields form={form} countries={countries} hint={t('We text you a code to confirm it.')} />
        <AgreementChecks state={agreements} />
        <Button type="submit" size="lg" loading={start.isPending} loadingLabel={t('Sending')}>
          {t('Send code')}
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  sent: CodeSent;
  onBack: () => void;
  onRegistered: (answer: SignedIn<RegisterResponse>) => void;
}

function CodeStep({ sent, onBack, onRegistered }: CodeStepProps) {
  const t = useT();
  const signUp = useRegister();
  const form = useContractForm(PhoneSignUp, { defaultValues: { ...sent.person, otp: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: onRegistered,
      onError: (error) => showStepError(form, 'otp', error, t),
    }),
  );
  // Names and number are not on screen any more: a message about them goes above the form.
  const aboveTheForm =
    formError(errors) ?? errors.phone?.message ?? errors.first_name?.message ?? errors.last_name?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Sign up with phone')}>
      <Stack gap="4">
        <CodeSentNotice phone={sent.person.phone} demoOtp={sent.demoOtp} />
        {aboveTheForm ? <FormMessage>{aboveTheForm}</FormMessage> : null}
        <FormField label={t('Code')} hint={t('5 digits')} required error={fieldError(errors, 'otp')}>
          <TextField
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={5}
            {...form.register('otp')}
          />
        </FormField>
        <Button type="submit" size="lg" loading={signUp.isPending} loadingLabel={t('Creating your account')}>
          {t('Sign Up')}
        </Button>
        <Inline gap="3">
          <Button type="button" variant="link" onClick={onBack}>
            {t('Change my details')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The names the shop already knows (a guest's order); the number is the shopper's to give, with its country. */
export interface PhonePrefill {
  first_name: string;
  last_name: string;
}

export interface PhoneRegisterFormProps {
  agreements: AgreementsState;
  onRegistered: (answer: SignedIn<RegisterResponse>) => void;
  prefill?: PhonePrefill;
}

/** Sign-up by phone (`otp_system`): names and number, then the texted code; the account is signed in at once. */
export function PhoneRegisterForm({ agreements, onRegistered, prefill }: PhoneRegisterFormProps) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  return sent ? (
    <CodeStep sent={sent} onBack={() => setSent(null)} onRegistered={onRegistered} />
  ) : (
    <DetailsStep agreements={agreements} onSent={setSent} prefill={prefill} />
  );
}
