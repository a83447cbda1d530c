import { useEffect } from 'react';
import {
  addWatch,
  dropOf,
  payablePrice,
  updateWatches,
  useWatchOwner,
  useWatches,
  type WatchState,
} from '@/domain/watch-list';
import { recordLive } from './watch-checks';

export interface SavedItem {
  productId: number;
  slug: string;
  name: string;
  price: number;
  discount_percentage?: number | null;
  /** Null where the list does not say (the compare list). */
  stock: number | null;
}

/**
 * A wishlist or compare item's watch: the price when it was saved (kept by SaveButtons at the tap; an item saved
 * elsewhere — a card, another device — is kept the first time a list shows it) and what the list says now.
 * Returns the drop since then (default currency), or null.
 */
export function useSavedItemWatch(item: SavedItem): number | null {
  const owner = useWatchOwner();
  const { watches } = useWatches();
  const watch = watches.find((w) => w.productId === item.productId && w.variant === null);
  const price = payablePrice(item);
  const known = watch !== undefined;
  const seen = watch?.livePrice === price && (item.stock === null || watch.liveStock === item.stock);

  useEffect(() => {
    if (!known)
      addWatch(
        owner,
        {
          productId: item.productId,
          slug: item.slug,
          name: item.name,
          variant: null,
          variantName: null,
          price,
          stock: item.stock ?? 0,
        },
        'saved',
      );
    else if (!seen)
      recordLive(owner, [{ productId: item.productId, variant: null, price, stock: item.stock }]);
  }, [owner, known, seen, item.productId, item.slug, item.name, price, item.stock]);

  return watch ? dropOf(watch, price) : null;
}

/** The item left the wishlist or compare list: its price watch goes (a "Notify me" watch stays). */
export const forgetSavedItem = (owner: string, productId: number): WatchState =>
  updateWatches(owner, (state) => ({
    ...state,
    watches: state.watches.filter((w) => !(w.productId === productId && w.reason === 'saved')),
  }));
