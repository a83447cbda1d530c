import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Grid } from '@/design-system/components/Grid';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { Textarea } from '@/design-system/components/Textarea';
import { useToast } from '@/design-system/components/Toast';
import { RegisterSellerRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useRegisterSeller } from '@/domain/session';
import { FormMessage } from '@/ui';
import { SELLER_AGREEMENTS } from './agreements/agreements';
import { AgreementChecks } from './agreements/AgreementChecks';
import { useAgreements } from './agreements/use-agreements';
import { AuthPage } from './components/AuthPage';
import { NewPasswordInput } from './components/NewPasswordInput';

/**
 * /register/seller: a seller account with its shop's name and address, after accepting the agreements the shop
 * set. The shop is reviewed before it can sell, and the account must be activated from the e-mail, so the seller
 * lands on the login screen.
 */
export function SellerRegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const signUp = useRegisterSeller();
  const form = useContractForm(RegisterSellerRequest, {
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      shop_name: '',
      address: '',
      user_type: 'seller',
    },
    draftKey: 'seller-register',
  });
  const { errors } = form.formState;

  const agreements = useAgreements(SELLER_AGREEMENTS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Unticked agreements are named together with the fields' messages, not after them.
    const agreed = agreements.confirm();
    void form.handleSubmit((body) => {
      if (!agreed) return;
      signUp.mutate(body, {
        onSuccess: (answer) => {
          form.clearDraft();
          toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
          void navigate(paths.login.href(), { replace: true });
        },
        onError: (error) => applyServerErrors(form, error),
      });
    })(event);
  };

  return (
    <AuthPage
      title={t('Seller SignUp')}
      intro={t('Open your shop: tell us who you are and where your shop is.')}
      footer={
        <Text>
          {t('Already have an account?')}{' '}
          <Link asChild>
            <RouterLink to={paths.login.href()}>{t('Login')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('Seller SignUp')}>
        <Stack gap="4">
          {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
            <FormField label={t('First Name')} required error={fieldError(errors, 'first_name')}>
              <TextField autoComplete="given-name" {...form.register('first_name')} />
            </FormField>
            <FormField label={t('Last Name')} required error={fieldError(errors, 'last_name')}>
              <TextField autoComplete="family-name" {...form.register('last_name')} />
            </FormField>
          </Grid>
          <FormField label={t('Email')} required error={fieldError(errors, 'email')}>
            <TextField type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('Phone')} required error={fieldError(errors, 'phone')}>
            <TextField type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
          </FormField>
          <FormField
            label={t('Password')}
            hint={t('6 to 50 characters')}
            required
            error={fieldError(errors, 'password')}
          >
            <NewPasswordInput {...form.register('password')} />
          </FormField>
          <FormField label={t('Shop Name')} required error={fieldError(errors, 'shop_name')}>
            <TextField autoComplete="organization" {...form.register('shop_name')} />
          </FormField>
          <FormField label={t('Shop address')} required error={fieldError(errors, 'address')}>
            <Textarea rows={3} autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <AgreementChecks state={agreements} />
          <Button
            type="submit"
            size="lg"
            loading={signUp.isPending}
            loadingLabel={t('Creating your account')}
          >
            {t('Register your shop')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
