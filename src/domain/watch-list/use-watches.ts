import { useCallback, useSyncExternalStore } from 'react';
import { useStorefront } from '@/lib/session';
import { ownerOf, subscribeWatches, watchSnapshot, type WatchState } from './watch-store';

/** Whose watches this page shows: the signed-in shopper's, or this browser's guest's. */
export function useWatchOwner(): string {
  const { user } = useStorefront();
  return ownerOf(user?.id);
}

/** The shopper's watches and notices, following every change (also from another tab). */
export function useWatches(): WatchState {
  const owner = useWatchOwner();
  const read = useCallback(() => watchSnapshot(owner), [owner]);
  return useSyncExternalStore(subscribeWatches, read, read);
}
