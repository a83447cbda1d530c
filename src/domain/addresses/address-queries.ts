// The address book's changes and the places an address is made of. Saving or changing a default refreshes the book
// (`GET /user/address`, read through address-book.ts, as the checkout reads it); the country → state →
// city lists are the settings word's (domain/settings, places.ts), cached for the visit.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deleteAddress,
  getGetAddressesQueryKey,
  getSaveAddressMutationOptions,
  getSetDefaultAddressMutationOptions,
} from '@/api-generated/endpoints/addresses/addresses';
import { citiesQueryOptions, countriesQueryOptions, statesQueryOptions } from '@/domain/settings';

/** Countries, the chosen country's states and the chosen state's cities (each list only once its parent is set). */
export function usePlaces(countryId: number | undefined, stateId: number | undefined) {
  const countries = useQuery(countriesQueryOptions());
  const states = useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: Boolean(countryId) });
  const cities = useQuery({ ...citiesQueryOptions(stateId ?? 0), enabled: Boolean(stateId) });
  return { countries, states, cities };
}

/** Reloads the book (after a change made outside these mutations, such as a waiting address saved). */
export const refreshAddressBook = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getGetAddressesQueryKey() });

const useRefreshBook = () => {
  const queryClient = useQueryClient();
  return () => refreshAddressBook(queryClient);
};

/** Creates (no id) or updates an address; the book is reloaded afterwards. */
export function useSaveAddress() {
  const refresh = useRefreshBook();
  return useMutation(getSaveAddressMutationOptions({ mutation: { onSuccess: () => refresh() } }));
}

/** Makes an address the default shipping or billing one (signed-in shoppers). */
export function useSetDefaultAddress() {
  const refresh = useRefreshBook();
  return useMutation(getSetDefaultAddressMutationOptions({ mutation: { onSuccess: () => refresh() } }));
}

/** Deletes an address (by id); the book is reloaded afterwards, whatever the answer. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-address'],
    mutationFn: (id: number | string) => deleteAddress(String(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getGetAddressesQueryKey() }),
  });
}
