// The recently viewed products' fetch, loaded when its 10 s are up (RecentlyViewedLoader), so none of it is in the
// first route. A module of its own so that its import of the products folder is a named one: importing the folder
// itself dynamically would keep every export of it (the wishlist and compare calls too) in whichever chunk holds it.
import type { QueryClient } from '@tanstack/react-query';
import { toastsForError, type Notify } from '@/lib/http';
import { recentlyViewedQueryOptions } from '@/domain/products';
import { translate } from '../providers/current-translator';
import { notify } from '../providers/toast-bridge';

/**
 * Fills the recently viewed cache. A failure is an error toast (spec §8), whatever it was, through the same relay
 * as every other failed request's: no section shows an error state for this list, so the client's rule "a failed
 * read is the screen's to show" would leave it unsaid. `relay`: where the toasts go (the app's toast bridge).
 */
export async function fetchRecentlyViewed(queryClient: QueryClient, relay: Notify = notify) {
  try {
    await queryClient.fetchQuery(recentlyViewedQueryOptions());
  } catch (error) {
    for (const toast of toastsForError(error, translate, { hadData: true, isMutation: false })) relay(toast);
  }
}
