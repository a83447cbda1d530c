import { useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { TextField } from '@/design-system/components/TextField';
import { RequestLoginOtpRequest, SubmitLoginOtpRequest, type LoginResponse } from '@/api-generated/model';
import { fieldError, formError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { FormMessage } from '@/ui';
import { useRequestLoginOtp, useSubmitLoginOtp, type SignedIn } from '@/domain/session';
import { usePhoneCountries } from '../phone/phone-countries';
import { PhoneNumberFields, phoneToSend } from '../phone/PhoneNumberFields';
import { CodeSentNotice } from './CodeSentNotice';
import { showStepError } from './step-errors';

// The number as typed (national, or with its own +code) and the picked country; phoneToSend builds `phone`.
const PhoneStepForm = z.extend(RequestLoginOtpRequest, { country: z.string() });

interface CodeSent {
  phone: string;
  demoOtp?: string;
}

function PhoneStep({ onSent }: { onSent: (sent: CodeSent) => void }) {
  const t = useT();
  const requestOtp = useRequestLoginOtp();
  const countries = usePhoneCountries();
  // The draft keeps the number and the country through a failed request, a reload and "Use another number".
  const form = useContractForm(PhoneStepForm, {
    defaultValues: { phone: '', country: '' },
    draftKey: 'login-phone',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const phone = phoneToSend(form, values, countries.countries, t);
    if (phone === null) return;
    requestOtp.mutate(
      { phone },
      {
        onSuccess: (answer) => onSent({ phone, demoOtp: answer.demo_otp }),
        onError: (error) => showStepError(form, 'phone', error, t),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('Login with phone')}>
      <Stack gap="4">
        {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
        <PhoneNumberFields form={form} countries={countries} hint={t('We text you a code to sign in.')} />
        <Button type="submit" size="lg" loading={requestOtp.isPending} loadingLabel={t('Sending')}>
          {t('Send code')}
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onChangeNumber: () => void;
  onSignedIn: (answer: SignedIn<LoginResponse>) => void;
}

function CodeStep({ sent, onResent, onChangeNumber, onSignedIn }: CodeStepProps) {
  const t = useT();
  const submitOtp = useSubmitLoginOtp();
  const resend = useRequestLoginOtp();
  const form = useContractForm(SubmitLoginOtpRequest, { defaultValues: { phone: sent.phone, otp: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    submitOtp.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => showStepError(form, 'otp', error, t),
    }),
  );
  const sendAgain = () =>
    resend.mutate(
      { phone: sent.phone },
      {
        onSuccess: (answer) => {
          form.resetField('otp');
          onResent({ phone: sent.phone, demoOtp: answer.demo_otp });
        },
        onError: (error) => showStepError(form, 'otp', error, t),
      },
    );
  // The number is not on screen any more: a message about it goes above the form.
  const aboveTheForm = formError(errors) ?? errors.phone?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Login with phone')}>
      <Stack gap="4">
        <CodeSentNotice phone={sent.phone} demoOtp={sent.demoOtp} />
        {aboveTheForm ? <FormMessage>{aboveTheForm}</FormMessage> : null}
        <FormField label={t('Code')} hint={t('5 digits')} required error={fieldError(errors, 'otp')}>
          <TextField
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={5}
            {...form.register('otp')}
          />
        </FormField>
        <Button type="submit" size="lg" loading={submitOtp.isPending} loadingLabel={t('Signing in')}>
          {t('Login')}
        </Button>
        <Inline gap="3" alignY="center">
          <Button
            type="button"
            variant="link"
            onClick={sendAgain}
            loading={resend.isPending}
            loadingLabel={t('Sending')}
          >
            {t('Send a new code')}
          </Button>
          <Button type="button" variant="link" onClick={onChangeNumber}>
            {t('Use another number')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** Sign-in by phone (`otp_system`): the number, then the code the shop texts to it. */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: (answer: SignedIn<LoginResponse>) => void }) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  return sent ? (
    <CodeStep
      key={`${sent.phone}:${sent.demoOtp ?? ''}`}
      sent={sent}
      onResent={setSent}
      onChangeNumber={() => setSent(null)}
      onSignedIn={onSignedIn}
    />
  ) : (
    <PhoneStep onSent={setSent} />
  );
}
