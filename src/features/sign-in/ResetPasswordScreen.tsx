import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { RequestPasswordResetRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { FormMessage } from '@/ui';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useRequestPasswordReset } from '@/domain/session';
import { AuthPage } from './components/AuthPage';

/** /reset-password: the shop mails a link to /reset/{email}/{code}. The answer stays on screen, not only a toast. */
export function ResetPasswordScreen() {
  const t = useT();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(RequestPasswordResetRequest, {
    defaultValues: { email: '' },
    draftKey: 'reset-password',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: (answer) => {
        form.clearDraft();
        setSent(answer.success);
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <AuthPage
      title={t('Reset Password')}
      intro={t(
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      )}
      footer={
        <Text>
          <Link asChild>
            <RouterLink to={paths.login.href()}>{t('Back to login')}</RouterLink>
          </Link>
        </Text>
      }
    >
      {sent ? (
        <Box role="status" padding="4" borderRadius="md" background="positiveSurface">
          <Text>{sent}</Text>
        </Box>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t('Reset Password')}>
        <Stack gap="4">
          {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
          <FormField label={t('Email')} required error={fieldError(errors, 'email')}>
            <TextField type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" size="lg" loading={request.isPending} loadingLabel={t('Sending')}>
            {t('Send reset link')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
