// `GET /user/address`: the address book, which the account's Addresses page and the checkout both read (the checkout
// also takes the cart's seller groups and the pickup hubs from the same answer, and the backend drops orders left
// unconfirmed when it answers). One definition, so both screens and their route loaders share one cache entry.
import { getGetAddressesQueryOptions } from '@/api-generated/endpoints/addresses/addresses';

/** How long a loaded book counts as fresh: long enough that a screen does not ask again as it mounts. */
const VISIT_FRESH_MS = 2_000;

/**
 * Fresh on every visit (the cart may have changed in another tab; the route loader fetches it with the navigation).
 * A failure is shown by the screen itself, so the app's error toast stays quiet.
 */
export const addressBookQueryOptions = () => ({
  ...getGetAddressesQueryOptions(),
  staleTime: VISIT_FRESH_MS,
  meta: { errorToast: false },
});
