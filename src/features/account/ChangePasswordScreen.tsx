import * as z from 'zod/mini';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Stack } from '@/design-system/components/Stack';
import { useToast } from '@/design-system/components/Toast';
import { ChangePasswordRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useChangePassword } from './api/profile';
import { AccountLayout } from './area/AccountLayout';
import { FormMessage } from '@/ui';

const NewPassword = ChangePasswordRequest.check(
  z.refine((body) => body.new_password === body.confirm_password, {
    path: ['confirm_password'],
    error: 'The passwords do not match',
  }),
);

/** /user/change-password. Accounts without a password yet (social or phone sign-up) set one without the old. */
export function ChangePasswordScreen() {
  const t = useT();
  return (
    <AccountLayout title={t('Change Password')}>
      <ChangePasswordForm />
    </AccountLayout>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const { toast } = useToast();
  const { user } = useStorefront();
  const hasPassword = user?.is_password_set !== 0;
  const save = useChangePassword();
  const form = useContractForm(NewPassword, {
    // The backend reads `is_password_set` from the body (x-server-must-verify): the signed-in user's own flag.
    defaultValues: {
      is_password_set: hasPassword ? 1 : 0,
      current_password: '',
      new_password: '',
      confirm_password: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(hasPassword ? body : { ...body, current_password: undefined }, {
      onSuccess: (answer) => {
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
        form.reset();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  const mismatch = errors.confirm_password?.type === 'custom';

  return (
    <Box maxWidth="dialog">
      <form onSubmit={submit} noValidate aria-label={t('Change Password')}>
        <Stack gap="4">
          {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
          {hasPassword ? (
            <FormField label={t('Current Password')} required error={fieldError(errors, 'current_password')}>
              <PasswordField
                autoComplete="current-password"
                showLabel={t('Show password')}
                hideLabel={t('Hide password')}
                {...form.register('current_password')}
              />
            </FormField>
          ) : null}
          <FormField
            label={t('New Password')}
            hint={t('6 to 32 characters')}
            required
            error={fieldError(errors, 'new_password')}
          >
            <PasswordField
              autoComplete="new-password"
              showLabel={t('Show password')}
              hideLabel={t('Hide password')}
              {...form.register('new_password')}
            />
          </FormField>
          <FormField
            label={t('Confirm Password')}
            required
            error={
              mismatch ? (
                <span role="alert">{t('The passwords do not match')}</span>
              ) : (
                fieldError(errors, 'confirm_password')
              )
            }
          >
            <PasswordField
              autoComplete="new-password"
              showLabel={t('Show password')}
              hideLabel={t('Hide password')}
              {...form.register('confirm_password')}
            />
          </FormField>
          <Box>
            <Button type="submit" loading={save.isPending} loadingLabel={t('Saving')}>
              {t('Change Password')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
