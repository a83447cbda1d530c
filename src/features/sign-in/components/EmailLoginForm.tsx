import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Stack } from '@/design-system/components/Stack';
import { TextField } from '@/design-system/components/TextField';
import { LoginRequest, type LoginResponse } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { FormMessage } from '@/ui';
import { useSignIn, type SignedIn } from '@/domain/session';
import { DemoAccounts, type DemoAccount } from '../DemoAccounts';
import { RecaptchaField } from '../recaptcha/RecaptchaField';

export interface EmailLoginFormProps {
  demoAccounts?: readonly DemoAccount[];
  onSignedIn: (answer: SignedIn<LoginResponse>) => void;
}

/** The site key when the shop asks for reCAPTCHA on the login form, else null. */
const recaptchaSiteKey = (settings: ReturnType<typeof useStorefront>['settings']): string | null =>
  settings.is_recaptcha_activated === 1 && settings.recaptcha_Site_key?.trim()
    ? settings.recaptcha_Site_key.trim()
    : null;

/** E-mail and password, remember me, and the reCAPTCHA checkbox when the shop has it on. */
export function EmailLoginForm({ demoAccounts, onSignedIn }: EmailLoginFormProps) {
  const t = useT();
  const { settings } = useStorefront();
  const siteKey = recaptchaSiteKey(settings);
  const signIn = useSignIn();
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useContractForm(LoginRequest, {
    defaultValues: { email: '', password: '', remember: 0 },
    draftKey: 'login',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    // The backend answers `{captcha}` without one; the shopper hears it here, before anything is sent.
    if (siteKey && !body.captcha) {
      form.setError('captcha', { type: 'required', message: t('Please confirm that you are not a robot.') });
      return;
    }
    signIn.mutate(body, {
      onSuccess: (answer) => {
        form.clearDraft();
        onSignedIn(answer);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        // A reCAPTCHA answer is good for one attempt.
        if (siteKey) setCaptchaReset((count) => count + 1);
      },
    });
  });

  const useAccount = (account: DemoAccount) => {
    form.setValue('email', account.email, { shouldValidate: true });
    form.setValue('password', account.password, { shouldValidate: true });
    form.setFocus('password');
  };

  return (
    <Stack gap="6">
      {demoAccounts && demoAccounts.length > 0 ? (
        <DemoAccounts accounts={demoAccounts} onUse={useAccount} />
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t('Login')}>
        <Stack gap="4">
          {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
          <FormField label={t('Email')} required error={fieldError(errors, 'email')}>
            <TextField type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('Password')} required error={fieldError(errors, 'password')}>
            <PasswordField
              showLabel={t('Show password')}
              hideLabel={t('Hide password')}
              {...form.register('password')}
            />
          </FormField>
          <Inline align="between" alignY="center" gap="2">
            <Controller
              control={form.control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  label={t('Remember Me')}
                  name={field.name}
                  checked={field.value === 1}
                  onCheckedChange={(checked) => field.onChange(checked === true ? 1 : 0)}
                />
              )}
            />
            <Link asChild>
              <RouterLink to={paths.resetPassword.href()}>{t('Forgot Password?')}</RouterLink>
            </Link>
          </Inline>
          {siteKey ? (
            <RecaptchaField
              siteKey={siteKey}
              resetKey={captchaReset}
              error={errors.captcha?.message}
              onChange={(token) =>
                form.setValue('captcha', token || undefined, { shouldValidate: token !== '' })
              }
            />
          ) : null}
          <Button type="submit" size="lg" loading={signIn.isPending} loadingLabel={t('Signing in')}>
            {t('Login')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
