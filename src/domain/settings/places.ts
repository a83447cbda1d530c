// The places an address or a phone number is made of: the shop's countries (`GET /get/country-list`), a country's
// states and a state's cities. The owner edits them in the admin panel: once per visit is enough.
import {
  getGetCitiesByStateQueryOptions,
  getGetCountriesQueryOptions,
  getGetStatesByCountryQueryOptions,
} from '@/api-generated/endpoints/settings/settings';

const PLACES_STALE_MS = 60 * 60 * 1000;

export const countriesQueryOptions = () =>
  getGetCountriesQueryOptions({ query: { staleTime: PLACES_STALE_MS } });

export const statesQueryOptions = (countryId: number) =>
  getGetStatesByCountryQueryOptions(countryId, { query: { staleTime: PLACES_STALE_MS } });

export const citiesQueryOptions = (stateId: number) =>
  getGetCitiesByStateQueryOptions(stateId, { query: { staleTime: PLACES_STALE_MS } });
