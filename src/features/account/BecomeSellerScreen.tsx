import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FileInput } from '@/design-system/components/FileInput';
import { FormField } from '@/design-system/components/FormField';
import { Grid } from '@/design-system/components/Grid';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { Textarea } from '@/design-system/components/Textarea';
import { useToast } from '@/design-system/components/Toast';
import { ConvertToSellerRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useBecomeSeller } from './api/become-seller';
import { AccountLayout } from './area/AccountLayout';
import { FormMessage } from '@/ui';

/** /user/user-to-seller: the shopper asks to open a shop with this account. */
export function BecomeSellerScreen() {
  const t = useT();
  return (
    <AccountLayout title={t('Be A Seller')}>
      <BecomeSellerForm />
    </AccountLayout>
  );
}

type DocumentField = 'logo' | 'banner' | 'tax_paper';

/**
 * Shop name, address and phone (what the backend reads), and optionally the logo, banner and tax paper. The shop
 * waits for approval and the server signs the shopper out, so on success the app forgets the account and opens
 * the sign-in page with the server's explanation.
 */
function BecomeSellerForm() {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useStorefront();
  const { mutation, forgetAccount } = useBecomeSeller();
  const form = useContractForm(ConvertToSellerRequest, {
    defaultValues: {
      user_type: 'seller-migrate',
      shop_name: '',
      address: '',
      phone_no: user?.phone ?? '',
    },
    draftKey: `user-to-seller-${user?.id ?? 'guest'}`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await mutation.mutateAsync(body);
      form.clearDraft();
      toast({
        tone: 'success',
        title: toastTitle('success', t),
        description: answer.migrate_msg ?? answer.success,
      });
      await navigate(paths.login.href(), { replace: true });
      await forgetAccount();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const documentField = (name: DocumentField, label: string) => (
    <FormField label={label} hint={t('Optional')} error={fieldError(errors, name)}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <FileInput
            accept="image/*,application/pdf"
            name={field.name}
            buttonLabel={t('Choose file')}
            noFileText={t('No file chosen')}
            clearLabel={t('Remove file')}
            onChange={(files) => field.onChange(files[0])}
          />
        )}
      />
    </FormField>
  );

  return (
    <Stack gap="4">
      <Box padding="4" borderRadius="md" background="infoSurface">
        <Text>
          {t(
            'Your shop is reviewed before it can sell. You will be signed out once you send this; sign in to the seller panel when the shop is approved.',
          )}
        </Text>
      </Box>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Be A Seller')}>
        <Stack gap="4">
          {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
            <FormField label={t('Shop Name')} required error={fieldError(errors, 'shop_name')}>
              <TextField autoComplete="organization" {...form.register('shop_name')} />
            </FormField>
            <FormField label={t('Phone')} required error={fieldError(errors, 'phone_no')}>
              <TextField type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone_no')} />
            </FormField>
          </Grid>
          <FormField label={t('Shop address')} required error={fieldError(errors, 'address')}>
            <Textarea rows={3} autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <Grid columns={{ mobile: 1, tablet: 3 }} gap="4">
            {documentField('logo', t('Logo'))}
            {documentField('banner', t('Banner'))}
            {documentField('tax_paper', t('Tax paper'))}
          </Grid>
          <Box>
            <Button type="submit" loading={mutation.isPending} loadingLabel={t('Sending')}>
              {t('Send request')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
