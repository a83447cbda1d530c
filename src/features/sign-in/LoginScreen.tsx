import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { LoginRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { paths, safeRedirectPath } from '@/lib/navigation';
import { useSignIn } from './api/sign-in';
import { FormMessage } from '@/ui';
import { AuthPage } from './components/AuthPage';
import { DemoAccounts, type DemoAccount } from './DemoAccounts';

export interface LoginScreenProps {
  /** The demo shop's accounts, shown with a "use these" button. Only the demo build passes them. */
  demoAccounts?: readonly DemoAccount[];
  /**
   * Where admin, staff and seller accounts go after signing in (their server-rendered panels, full page loads);
   * null keeps them in the storefront (the demo shop has no panels).
   */
  panelFor?: (userType: string) => string | null;
}

/** Backend-api §2.9: admins and staff go to the admin panel, sellers to the seller panel. */
export const backendPanel = (userType: string): string | null =>
  userType === 'admin' || userType === 'staff'
    ? '/admin/dashboard'
    : userType === 'seller'
      ? '/seller/dashboard'
      : null;

/** /login: e-mail and password, remember me; back to where the shopper was (same-site paths only). */
export function LoginScreen({ demoAccounts, panelFor = backendPanel }: LoginScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const signIn = useSignIn();
  const form = useContractForm(LoginRequest, {
    defaultValues: { email: '', password: '', remember: 0 },
    draftKey: 'login',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    signIn.mutate(body, {
      onSuccess: (answer) => {
        form.clearDraft();
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
        const panel = panelFor(answer.user.user_type);
        if (panel) window.location.assign(panel);
        else void navigate(safeRedirectPath(redirect, paths.dashboard.href()), { replace: true });
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  const useAccount = (account: DemoAccount) => {
    form.setValue('email', account.email, { shouldValidate: true });
    form.setValue('password', account.password, { shouldValidate: true });
    form.setFocus('password');
  };

  const withRedirect = redirect ? { redirect } : undefined;
  return (
    <AuthPage
      title={t('Login')}
      intro={t('Sign in to see your orders, wallet and wishlist.')}
      footer={
        <>
          <Text>
            {t("Don't have an account?")}{' '}
            <Link asChild>
              <RouterLink to={paths.register.href(undefined, withRedirect)}>{t('Sign Up')}</RouterLink>
            </Link>
          </Text>
          <Text>
            <Link asChild>
              <RouterLink to={paths.sellerRegister.href({ type: 'seller' })}>
                {t('Become a seller')}
              </RouterLink>
            </Link>
          </Text>
        </>
      }
    >
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
          <Button type="submit" size="lg" loading={signIn.isPending} loadingLabel={t('Signing in')}>
            {t('Login')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
