// The countries a phone number can be from: the shop's country list (`GET /get/country-list`, backend-api §2.1),
// the shop's `default_country` first (§4.12), then the rest in the shop's order.
import { useQuery } from '@tanstack/react-query';
import type { Country } from '@/api-generated/model';
import { countriesQueryOptions } from '@/domain/settings';
import { useStorefront } from '@/lib/session';

/** The sign-in screens show the list's failure beside the picker, with its own retry: no toast of ours. */
export const phoneCountriesQueryOptions = () => ({
  ...countriesQueryOptions(),
  meta: { errorToast: false } as const,
});

/** The setting names a country by id (our contract); a hand-edited one may hold its ISO code or name. */
const isNamedBy = (country: Country, setting: string): boolean =>
  String(country.id) === setting ||
  country.iso2.toLowerCase() === setting.toLowerCase() ||
  country.name.toLowerCase() === setting.toLowerCase();

/** Backend-api §4.9: with no country picked, the phone input takes Bangladesh (+880). */
const isBangladesh = (country: Country): boolean =>
  country.iso2.toUpperCase() === 'BD' || country.phonecode.replace(/\D/g, '') === '880';

/**
 * The countries in picker order: the shop's default first (its `default_country`, else Bangladesh as the
 * backend's phone input does, else the list's first), then the others as the shop lists them.
 */
export function phoneCountryOrder(
  countries: readonly Country[],
  defaultCountry: string | number | null | undefined,
): Country[] {
  const setting =
    defaultCountry === null || defaultCountry === undefined ? '' : String(defaultCountry).trim();
  const first =
    (setting ? countries.find((country) => isNamedBy(country, setting)) : undefined) ??
    countries.find(isBangladesh) ??
    countries[0];
  return first ? [first, ...countries.filter((country) => country !== first)] : [];
}

/** The picker's countries, default first, and the query behind them (for its pending and failed states). */
export function usePhoneCountries() {
  const { settings } = useStorefront();
  const query = useQuery(phoneCountriesQueryOptions());
  const countries = query.data ? phoneCountryOrder(query.data.countries, settings.default_country) : [];
  return { countries, query };
}
