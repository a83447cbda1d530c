import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { Country } from '@/api-generated/model';
import { FormField } from '@/design-system/components/FormField';
import { Select } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { fieldError } from '@/lib/forms';
import { useT, type Translate } from '@/lib/i18n';
import { QueryError, type RetryableQuery } from '@/ui';
import { hasOwnCountryCode, internationalPhone, looksLikePhoneNumber } from './phone-number';

/** The two fields a phone form holds: the picked country (its id, '' = the shop's default) and the typed number. */
export interface PhoneFieldValues extends FieldValues {
  country: string;
  phone: string;
}

export interface PhoneCountries {
  /** Default first (see phoneCountryOrder). Empty while the list loads or when it failed. */
  countries: readonly Country[];
  query: RetryableQuery & { isPending: boolean };
}

const digitsOf = (phonecode: string) => phonecode.replace(/\D/g, '');

/** The country the form stands for: the picked one, else the shop's default (first). */
export const chosenCountry = (countries: readonly Country[], picked: string): Country | undefined =>
  countries.find((country) => String(country.id) === picked) ?? countries[0];

/**
 * The number to send for what the form holds (phone-number.ts has the rule), or null after putting the reason on
 * its field: letters in the number, or no country code known (the list did not load) for a national number.
 */
export function phoneToSend<T extends PhoneFieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  values: PhoneFieldValues,
  countries: readonly Country[],
  t: Translate,
): string | null {
  if (!looksLikePhoneNumber(values.phone)) {
    form.setError('phone' as Path<T>, {
      type: 'format',
      message: t('Use digits only, with + before a country code'),
    });
    return null;
  }
  const country = chosenCountry(countries, values.country);
  if (hasOwnCountryCode(values.phone) || country) {
    return internationalPhone(values.phone, country?.phonecode ?? '');
  }
  form.setError('country' as Path<T>, {
    type: 'required',
    message: t('Choose the country code, or type the number with + and its country code'),
  });
  return null;
}

export interface PhoneNumberFieldsProps<T extends PhoneFieldValues> {
  form: UseFormReturn<T>;
  countries: PhoneCountries;
  /** Under the number, e.g. "We text you a code to sign in." */
  hint: string;
}

/** The country-code picker (the shop's countries, its default first) and the number, sent with that code. */
export function PhoneNumberFields<T extends PhoneFieldValues>({
  form,
  countries: { countries, query },
  hint,
}: PhoneNumberFieldsProps<T>) {
  const t = useT();
  const { errors } = form.formState;
  const countryName = 'country' as Path<T>;
  const [picked, typed] = useWatch({ control: form.control, name: [countryName, 'phone' as Path<T>] }) as [
    string | undefined,
    string | undefined,
  ];
  const country = chosenCountry(countries, picked ?? '');
  // A number typed with its own country code is sent as typed: the picker's code is not shown before it.
  const prefix = country && !hasOwnCountryCode(typed ?? '') ? `+${digitsOf(country.phonecode)}` : undefined;
  const options = countries.map((c) => ({
    value: String(c.id),
    label: t('{country} (+{code})', { country: c.name, code: digitsOf(c.phonecode) }),
  }));

  return (
    <>
      {query.error && countries.length === 0 ? (
        <QueryError
          query={query}
          size="compact"
          headingLevel={3}
          title={t('The country codes could not be loaded')}
        />
      ) : null}
      <FormField
        label={t('Country code')}
        required
        error={fieldError(errors, 'country')}
        hint={query.isPending ? t('Loading') : undefined}
      >
        <Controller
          control={form.control}
          name={countryName}
          render={({ field }) => (
            <Select
              name={field.name}
              ref={field.ref}
              options={options}
              disabled={options.length === 0}
              value={country ? String(country.id) : ''}
              onValueChange={field.onChange}
            />
          )}
        />
      </FormField>
      <FormField label={t('Phone')} hint={hint} required error={fieldError(errors, 'phone')}>
        <TextField
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          prefix={prefix}
          {...form.register('phone' as Path<T>)}
        />
      </FormField>
    </>
  );
}
