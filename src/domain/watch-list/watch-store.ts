// The products a shopper watches, kept in this browser (localStorage: a drop or a restock is told on the NEXT
// visit, so the tab's sessionStorage would forget too soon). One entry per product and variant: the price and
// stock when it was saved (wishlist, compare) or asked for (Notify me), the last price and stock seen since, and
// the notices already raised, so each drop and each restock is announced once. The whole entry carries its owner
// (`user:<id>` or `guest`): an entry of another owner reads as empty at once. Signing out removes it (the sign-out
// mutation, domain/session/logout.ts, beside lib/storage's forgetPersonalData: that sweep runs on the first
// route, whose budget has no byte left); forgetOtherOwners, from the bell's idle work on every page, removes
// another owner's entry after any other change of person (sign-in, a 401). Stored values are untrusted input:
// checked on read.
import { webStorage } from '@/lib/storage';

/** Also written out in domain/session/logout.ts, which removes it on sign-out. */
export const WATCHES_STORAGE_KEY = 'marketfront:watches';

/** At most this many watches (the oldest goes first): the re-check and the storage stay small. */
export const WATCH_CAP = 30;
/** Notices kept for the bell (newest first). */
export const NOTICE_CAP = 20;
/** Ids of notices already raised, so a drop is never announced twice (also after its notice left the list). */
const ANNOUNCED_CAP = 200;

export type WatchReason = 'saved' | 'stock';

export interface Watch {
  productId: number;
  slug: string;
  name: string;
  /** The variant's key (`variant_ids`, e.g. `1-101`); null for the product as a whole. */
  variant: string | null;
  variantName: string | null;
  /** `saved`: on the wishlist or compare list (price drops); `stock`: "Notify me" (back in stock, and drops). */
  reason: WatchReason;
  /** What the shopper would have paid then, in the default currency. */
  price: number;
  stock: number;
  /** The latest price and stock seen (a re-check or a screen's answer). */
  livePrice: number | null;
  liveStock: number | null;
  savedAt: number;
  checkedAt: number | null;
}

export type NoticeKind = 'drop' | 'restock';

export interface WatchNotice {
  id: string;
  kind: NoticeKind;
  productId: number;
  slug: string;
  name: string;
  variantName: string | null;
  /** The drop, in the default currency (drops only). */
  amount: number | null;
  at: number;
  seen: boolean;
}

export interface WatchState {
  owner: string;
  watches: Watch[];
  notices: WatchNotice[];
  announced: string[];
}

export const ownerOf = (userId: number | null | undefined): string =>
  userId === null || userId === undefined ? 'guest' : `user:${userId}`;

const empty = (owner: string): WatchState => ({ owner, watches: [], notices: [], announced: [] });

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 300;
const orNull =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown) =>
    value === null || check(value);

const isWatch = (value: unknown): value is Watch => {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  return (
    isNumber(w.productId) &&
    isText(w.slug) &&
    /^[\w-]+$/.test(w.slug) &&
    isText(w.name) &&
    orNull(isText)(w.variant) &&
    orNull(isText)(w.variantName) &&
    (w.reason === 'saved' || w.reason === 'stock') &&
    isNumber(w.price) &&
    isNumber(w.stock) &&
    orNull(isNumber)(w.livePrice) &&
    orNull(isNumber)(w.liveStock) &&
    isNumber(w.savedAt) &&
    orNull(isNumber)(w.checkedAt)
  );
};

const isNotice = (value: unknown): value is WatchNotice => {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    isText(n.id) &&
    (n.kind === 'drop' || n.kind === 'restock') &&
    isNumber(n.productId) &&
    isText(n.slug) &&
    /^[\w-]+$/.test(n.slug) &&
    isText(n.name) &&
    orNull(isText)(n.variantName) &&
    orNull(isNumber)(n.amount) &&
    isNumber(n.at) &&
    typeof n.seen === 'boolean'
  );
};

/** The owner's watches; anything unreadable, of another shape or of another owner reads as none. */
export function readWatches(
  owner: string,
  storage: Storage | undefined = webStorage('localStorage'),
): WatchState {
  try {
    const raw = storage?.getItem(WATCHES_STORAGE_KEY);
    if (!raw) return empty(owner);
    const value = JSON.parse(raw) as Partial<WatchState> | null;
    if (!value || value.owner !== owner) return empty(owner);
    return {
      owner,
      watches: Array.isArray(value.watches) ? value.watches.filter(isWatch).slice(-WATCH_CAP) : [],
      notices: Array.isArray(value.notices) ? value.notices.filter(isNotice).slice(0, NOTICE_CAP) : [],
      announced: Array.isArray(value.announced) ? value.announced.filter(isText).slice(-ANNOUNCED_CAP) : [],
    };
  } catch {
    return empty(owner);
  }
}

const listeners = new Set<() => void>();
/** The last state read or written, so useSyncExternalStore gets the same object until something changes. */
let snapshot: { raw: string | null; state: WatchState } | null = null;

export function subscribeWatches(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WATCHES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The same object for as long as the stored text is the same (React's external store). */
export function watchSnapshot(owner: string, storage: Storage | undefined = webStorage('localStorage')) {
  let raw: string | null;
  try {
    raw = storage?.getItem(WATCHES_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (snapshot && snapshot.raw === raw && snapshot.state.owner === owner) return snapshot.state;
  snapshot = { raw, state: readWatches(owner, storage) };
  return snapshot.state;
}

/** Changes the owner's watches; returns the new state (unchanged in memory when the browser refuses to store). */
export function updateWatches(
  owner: string,
  change: (state: WatchState) => WatchState,
  storage: Storage | undefined = webStorage('localStorage'),
): WatchState {
  const next = change(readWatches(owner, storage));
  const capped: WatchState = {
    owner,
    watches: next.watches.slice(-WATCH_CAP),
    notices: next.notices.slice(0, NOTICE_CAP),
    announced: next.announced.slice(-ANNOUNCED_CAP),
  };
  try {
    storage?.setItem(WATCHES_STORAGE_KEY, JSON.stringify(capped));
  } catch {
    // quota or disabled storage: the watch lives as long as the page
  }
  for (const listener of listeners) listener();
  return capped;
}

/** Removes what another person watched in this browser (the shopper behind the session changed). */
export function forgetOtherOwners(
  owner: string,
  storage: Storage | undefined = webStorage('localStorage'),
): void {
  try {
    const raw = storage?.getItem(WATCHES_STORAGE_KEY);
    if (!raw) return;
    let stored: unknown = null;
    try {
      stored = (JSON.parse(raw) as { owner?: unknown } | null)?.owner;
    } catch {
      // unreadable: nobody's, removed below
    }
    if (stored !== owner) storage?.removeItem(WATCHES_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
  for (const listener of listeners) listener();
}

export const sameWatch = (a: Pick<Watch, 'productId' | 'variant'>, b: Pick<Watch, 'productId' | 'variant'>) =>
  a.productId === b.productId && a.variant === b.variant;

export type NewWatch = Pick<
  Watch,
  'productId' | 'slug' | 'name' | 'variant' | 'variantName' | 'price' | 'stock'
>;

/**
 * Starts watching (or, for one already watched, keeps its first price and turns a saved item into a stock watch
 * when the shopper asks to be told of a restock). A new watch beyond the cap pushes out the oldest.
 */
export function addWatch(owner: string, watch: NewWatch, reason: WatchReason, now = Date.now()): WatchState {
  return updateWatches(owner, (state) => {
    const existing = state.watches.find((w) => sameWatch(w, watch));
    if (existing) {
      const upgraded: Watch = {
        ...existing,
        reason: reason === 'stock' ? 'stock' : existing.reason,
        stock: reason === 'stock' ? watch.stock : existing.stock,
      };
      return { ...state, watches: state.watches.map((w) => (w === existing ? upgraded : w)) };
    }
    const fresh: Watch = {
      ...watch,
      reason,
      livePrice: null,
      liveStock: null,
      savedAt: now,
      checkedAt: null,
    };
    return { ...state, watches: [...state.watches, fresh] };
  });
}

export function cancelWatch(owner: string, target: Pick<Watch, 'productId' | 'variant'>): WatchState {
  return updateWatches(owner, (state) => ({
    ...state,
    watches: state.watches.filter((w) => !sameWatch(w, target)),
  }));
}

/** The bell was opened: every local notice has been seen. */
export function markNoticesSeen(owner: string): WatchState {
  return updateWatches(owner, (state) =>
    state.notices.some((n) => !n.seen)
      ? { ...state, notices: state.notices.map((n) => ({ ...n, seen: true })) }
      : state,
  );
}
