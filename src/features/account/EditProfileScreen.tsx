import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Avatar } from '@/design-system/components/Avatar';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FileInput } from '@/design-system/components/FileInput';
import { FormField } from '@/design-system/components/FormField';
import { Grid } from '@/design-system/components/Grid';
import { Select } from '@/design-system/components/Select';
import { Stack } from '@/design-system/components/Stack';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { UpdateProfileRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront, type Storefront } from '@/lib/session';
import { useUpdateProfile } from './api/profile';
import { AccountLayout } from './area/AccountLayout';
import { FormMessage } from '@/ui';

// Empty optional fields are not sent (the contract's e-mail and phone are optional, but not empty strings).
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const ProfileForm = z.extend(UpdateProfileRequest, {
  email: z.pipe(z.transform(blankToUndefined), UpdateProfileRequest.shape.email),
  phone: z.pipe(z.transform(blankToUndefined), UpdateProfileRequest.shape.phone),
});

const GENDERS = ['male', 'female', 'other'] as const;
const genderWord = { male: 'Male', female: 'Female', other: 'Other' } as const;

type User = NonNullable<Storefront['user']>;

/** /user/edit-profile: name, contact, gender, date of birth and photo of the signed-in shopper. */
export function EditProfileScreen() {
  const t = useT();
  const { user } = useStorefront();
  return (
    <AccountLayout title={t('Edit Profile')}>{user ? <EditProfileForm user={user} /> : null}</AccountLayout>
  );
}

function EditProfileForm({ user }: { user: User }) {
  const t = useT();
  const { toast } = useToast();
  const save = useUpdateProfile();
  const [preview, setPreview] = useState<string | null>(null);
  const form = useContractForm(ProfileForm, {
    defaultValues: {
      // The backend reads whose profile from the body (x-server-must-verify): the signed-in user's own id.
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email ?? '',
      phone: user.phone ?? '',
      gender: user.gender ?? '',
      date_of_birth: user.date_of_birth ?? '',
    },
    draftKey: `profile-${user.id}`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        form.clearDraft();
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('Edit Profile')}>
      <Stack gap="4">
        {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
        <Box display="flex" gap="4" alignItems="center" flexWrap="wrap">
          <Avatar name={user.full_name} src={preview ?? user.profile_image} size="xl" />
          <FormField
            label={t('Photo')}
            hint={t('A square JPG or PNG looks best.')}
            error={fieldError(errors, 'image')}
          >
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <FileInput
                  accept="image/*"
                  name={field.name}
                  buttonLabel={t('Choose photo')}
                  noFileText={t('No file chosen')}
                  clearLabel={t('Remove file')}
                  onChange={(files) => {
                    const file = files[0];
                    field.onChange(file);
                    setPreview(file ? URL.createObjectURL(file) : null);
                  }}
                />
              )}
            />
          </FormField>
        </Box>
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
          <FormField label={t('First Name')} required error={fieldError(errors, 'first_name')}>
            <TextField autoComplete="given-name" {...form.register('first_name')} />
          </FormField>
          <FormField label={t('Last Name')} required error={fieldError(errors, 'last_name')}>
            <TextField autoComplete="family-name" {...form.register('last_name')} />
          </FormField>
          <FormField label={t('Email')} error={fieldError(errors, 'email')}>
            <TextField type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('Phone')} error={fieldError(errors, 'phone')}>
            <TextField type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField label={t('Gender')} required error={fieldError(errors, 'gender')}>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <Select
                  name={field.name}
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  placeholder={t('Choose')}
                  options={GENDERS.map((value) => ({ value, label: t(genderWord[value]) }))}
                />
              )}
            />
          </FormField>
          <FormField
            label={t('Date of Birth')}
            hint={t('Year-month-day, e.g. 1990-04-21')}
            required
            error={fieldError(errors, 'date_of_birth')}
          >
            <TextField autoComplete="bday" inputMode="numeric" {...form.register('date_of_birth')} />
          </FormField>
        </Grid>
        <Box>
          <Button type="submit" loading={save.isPending} loadingLabel={t('Saving')}>
            {t('Save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
