import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Link } from '@/design-system/components/Link';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { RegisterRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { paths, safeRedirectPath } from '@/lib/navigation';
import { useRegister } from './api/sign-in';
import { FormMessage } from '@/ui';
import { AuthPage } from './components/AuthPage';

// The e-mail flow of the contract's body: e-mail and password are required there (the phone flow needs an SMS
// add-on the storefront does not offer).
const EmailSignUp = z.omit(z.required(RegisterRequest, { email: true, password: true }), {
  phone: true,
  otp: true,
});

/** /register: a customer account by e-mail. The shop mails an activation link; then the shopper signs in. */
export function RegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const signUp = useRegister();
  const form = useContractForm(EmailSignUp, {
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
    draftKey: 'register',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body: z.output<typeof EmailSignUp>) =>
    signUp.mutate(body, {
      onSuccess: (answer) => {
        form.clearDraft();
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
        const withRedirect = redirect ? { redirect } : undefined;
        void navigate(
          answer.type === 1
            ? safeRedirectPath(redirect, paths.dashboard.href())
            : paths.login.href(undefined, withRedirect),
          { replace: true },
        );
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <AuthPage
      title={t('Sign Up')}
      intro={t('Create an account to follow your orders and pay faster next time.')}
      footer={
        <Text>
          {t('Already have an account?')}{' '}
          <Link asChild>
            <RouterLink to={paths.login.href(undefined, redirect ? { redirect } : undefined)}>
              {t('Login')}
            </RouterLink>
          </Link>
        </Text>
      }
    >
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
            <PasswordField
              autoComplete="new-password"
              showLabel={t('Show password')}
              hideLabel={t('Hide password')}
              {...form.register('password')}
            />
          </FormField>
          <Button
            type="submit"
            size="lg"
            loading={signUp.isPending}
            loadingLabel={t('Creating your account')}
          >
            {t('Sign Up')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
