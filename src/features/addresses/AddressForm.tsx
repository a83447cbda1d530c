import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Grid } from '@/design-system/components/Grid';
import { Inline } from '@/design-system/components/Inline';
import { Select } from '@/design-system/components/Select';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { addressFields, usePlaces, useSaveAddress } from '@/domain/addresses';
import type { Address } from '@/api-generated/model';
import { AddressRequest } from '@/api-generated/model/addressRequest.zod';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { LoadFailureNote, type RetryableQuery } from '@/ui';

export interface AddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: Address;
  /** Called with the saved address (the server's copy, with its id and place names). */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

const toOptions = (rows: readonly { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/** A list of places as `usePlaces` gives it: its choices, or why they did not come. */
type PlaceList = RetryableQuery & { data?: unknown; isError: boolean };

/**
 * Create or edit an address: name, e-mail, phone, street, country → state → city (each list loads once its parent
 * is chosen; changing a parent clears what depended on it) and postal code. Used by the checkout and the account's
 * address book. What was typed survives a failed request and a reload (sessionStorage draft); a list of places that
 * did not load says why under its select, with "Try again" (else the select only stayed disabled).
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const { toast } = useToast();
  const save = useSaveAddress();
  const form = useContractForm(AddressRequest, {
    defaultValues: address
      ? { id: address.id, ...addressFields(address) }
      : { name: '', email: '', phone_no: '', address: '', postal_code: '' },
    draftKey: `address-${address?.id ?? 'new'}`,
  });
  const { errors } = form.formState;
  const [countryId, stateId] = useWatch({ control: form.control, name: ['country_id', 'state_id'] });
  const places = usePlaces(countryId, stateId);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ data: values });
      form.clearDraft();
      toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
      if (typeof answer.address === 'object' && answer.address) onSaved(answer.address);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const place = (
    name: 'country_id' | 'state_id' | 'city_id',
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
    clears: ('state_id' | 'city_id')[],
    list: PlaceList,
    failure: string,
  ) => (
    <Stack gap="1">
      <FormField label={label} error={fieldError(errors, name)}>
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              name={field.name}
              ref={field.ref}
              options={options}
              placeholder={placeholder}
              disabled={options.length === 0}
              value={field.value ? String(field.value) : ''}
              onValueChange={(value) => {
                field.onChange(Number(value));
                for (const child of clears) form.resetField(child, { defaultValue: undefined });
                for (const child of clears) form.setValue(child, undefined as unknown as number);
              }}
            />
          )}
        />
      </FormField>
      {list.isError && list.data === undefined ? (
        <LoadFailureNote
          title={failure}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : null}
    </Stack>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={address ? t('Edit') : t('Add New Address')}
    >
      <Stack gap="4">
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
          <FormField label={t('Full Name')} error={fieldError(errors, 'name')}>
            <TextField autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label={t('Email')} error={fieldError(errors, 'email')}>
            <TextField type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('Phone')} error={fieldError(errors, 'phone_no')}>
            <TextField type="tel" autoComplete="tel" {...form.register('phone_no')} />
          </FormField>
          <FormField label={t('Street Address')} error={fieldError(errors, 'address')}>
            <TextField autoComplete="street-address" {...form.register('address')} />
          </FormField>
          {place(
            'country_id',
            t('Country'),
            t('Select Country'),
            toOptions(places.countries.data?.countries),
            ['state_id', 'city_id'],
            places.countries,
            t('The countries could not be loaded.'),
          )}
          {place(
            'state_id',
            t('State'),
            t('Select State'),
            countryId ? toOptions(places.states.data?.states) : [],
            ['city_id'],
            places.states,
            t('The states could not be loaded.'),
          )}
          {place(
            'city_id',
            t('City'),
            t('Select City'),
            stateId ? toOptions(places.cities.data?.cities) : [],
            [],
            places.cities,
            t('The cities could not be loaded.'),
          )}
          <FormField label={t('Postal Code')} error={fieldError(errors, 'postal_code')}>
            <TextField autoComplete="postal-code" {...form.register('postal_code')} />
          </FormField>
        </Grid>
        {formError(errors) ? (
          <Text tone="critical" role="alert">
            {formError(errors)}
          </Text>
        ) : null}
        <Inline gap="2">
          <Button type="submit" loading={save.isPending} loadingLabel={t('Saving')}>
            {t('Save')}
          </Button>
          {onCancel ? (
            <Button variant="ghost" tone="neutral" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
