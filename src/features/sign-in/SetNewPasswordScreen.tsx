import * as z from 'zod/mini';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { CreateNewPasswordRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useCreateNewPassword } from '@/domain/session';
import { FormMessage } from '@/ui';
import { AuthPage } from './components/AuthPage';
import { NewPasswordInput } from './components/NewPasswordInput';

// The contract says `confirmPassword` must equal `newPassword`; checked here so the shopper hears it at once.
const NewPassword = CreateNewPasswordRequest.check(
  z.refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The passwords do not match',
  }),
);

export interface SetNewPasswordScreenProps {
  email: string;
  code: string;
}

/** /reset/:email/:code (the link of the reset mail): choose a new password, then sign in with it. */
export function SetNewPasswordScreen({ email, code }: SetNewPasswordScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useCreateNewPassword();
  const form = useContractForm(NewPassword, {
    defaultValues: { email, resetCode: code, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
        void navigate(paths.login.href(), { replace: true });
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  const confirmError =
    errors.confirmPassword?.type === 'custom' ? t('The passwords do not match') : undefined;

  return (
    <AuthPage
      title={t('Set New Password')}
      intro={t('Choose a new password for {email}.', { email })}
      footer={
        <Text>
          <Link asChild>
            <RouterLink to={paths.resetPassword.href()}>{t('Send a new link')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('Set New Password')}>
        <Stack gap="4">
          {formError(errors) || errors.email || errors.resetCode ? (
            <FormMessage>
              {formError(errors) ?? errors.email?.message ?? errors.resetCode?.message}
            </FormMessage>
          ) : null}
          <FormField label={t('New Password')} required error={fieldError(errors, 'newPassword')}>
            <NewPasswordInput {...form.register('newPassword')} />
          </FormField>
          <FormField
            label={t('Confirm Password')}
            required
            error={
              confirmError ? <span role="alert">{confirmError}</span> : fieldError(errors, 'confirmPassword')
            }
          >
            <NewPasswordInput {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" loading={save.isPending} loadingLabel={t('Saving')}>
            {t('Set New Password')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
