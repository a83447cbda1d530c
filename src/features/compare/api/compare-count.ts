// The compare-list count the header shows. It lives in the start data (`compare_list`, a count): add/remove
// answers carry the new count and patch it there (domain/products/saved-products), and a start-data refetch (sign-in,
// sign-out, currency change) brings the server's count. So the header reads one place, and the newest count wins.
import { useStorefront } from '@/lib/session';

/** Number of products in the compare list. */
export function useCompareCount(): number {
  return useStorefront().start.compare_list;
}
