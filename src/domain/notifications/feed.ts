// The bell's list: the first page of `/user-notification/all` merged with live events, by id (quality bar R18):
// an event seen twice is one row, events arriving out of order are shown newest first (ids grow with time), and
// the list is capped so a long-open tab never grows without bound.
import type { RealtimeNotification } from '@/lib/realtime';
import { notificationTarget } from './notification-target';

export interface FeedItem {
  /** The notification's id (the same over the socket and the endpoint). */
  id: number;
  title: string;
  details: string;
  /** Where opening it goes: `notificationTarget()` of the backend's link (an app path), or null. */
  url: string | null;
  seen: boolean;
  /** Epoch ms when known (live events); the endpoint gives display text instead. */
  createdAt: number | null;
  /** The endpoint's "21 Nov 2026" / "10:24 am", when it came from there. */
  when: string | null;
}

export interface Feed {
  items: FeedItem[];
  /** Unseen among the kept items. */
  unread: number;
}

/** How many notifications the bell keeps (the full history is the notifications page). */
export const FEED_CAP = 50;

const compare = (a: FeedItem, b: FeedItem) => b.id - a.id;

const countUnread = (items: readonly FeedItem[]) => items.reduce((n, item) => n + (item.seen ? 0 : 1), 0);

export const feedOf = (items: readonly FeedItem[], cap = FEED_CAP): Feed => {
  const kept = [...items].sort(compare).slice(0, cap);
  return { items: kept, unread: countUnread(kept) };
};

export const EMPTY_FEED: Feed = { items: [], unread: 0 };

/**
 * Merges rows into the feed by id. A row marked seen stays seen (a late, older copy of the same event cannot make
 * it unread again); otherwise the incoming row's content wins.
 */
export const mergeFeed = (feed: Feed | undefined, incoming: readonly FeedItem[], cap = FEED_CAP): Feed => {
  const byId = new Map<number, FeedItem>();
  for (const item of feed?.items ?? []) byId.set(item.id, item);
  for (const item of incoming) {
    const known = byId.get(item.id);
    byId.set(
      item.id,
      known
        ? {
            ...known,
            ...item,
            seen: known.seen || item.seen,
            createdAt: item.createdAt ?? known.createdAt,
            when: item.when ?? known.when,
          }
        : item,
    );
  }
  return feedOf([...byId.values()], cap);
};

/**
 * The endpoint's first page replaces what it covers: its rows are the truth (seen elsewhere, removed), while live
 * rows newer than its newest are kept (they may have arrived while the request was under way).
 */
export const replaceWithPage = (feed: Feed | undefined, page: readonly FeedItem[], cap = FEED_CAP): Feed => {
  const newest = page.reduce((max, item) => Math.max(max, item.id), 0);
  const later = (feed?.items ?? []).filter((item) => item.id > newest);
  return mergeFeed(feedOf(page, cap), later, cap);
};

export const markSeenInFeed = (feed: Feed | undefined, id: number | 'all'): Feed =>
  feedOf(
    (feed?.items ?? []).map((item) => (id === 'all' || item.id === id ? { ...item, seen: true } : item)),
  );

/** A live event as a bell row; events without a numeric id (the spec's public channel) have none. */
export const itemFromEvent = (event: RealtimeNotification): FeedItem | null => {
  const id = Number(event.id);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return {
    id,
    title: event.message,
    details: event.details ?? '',
    url: notificationTarget(event.url),
    seen: false,
    createdAt: event.createdAt ?? null,
    when: null,
  };
};

export interface ApiNotification {
  id: number;
  title: string;
  details: string | null;
  url?: string | null;
  status: 0 | 1;
  date?: string | null;
  time?: string | null;
}

export const itemFromApi = (n: ApiNotification): FeedItem => ({
  id: n.id,
  title: n.title,
  details: n.details ?? '',
  url: notificationTarget(n.url),
  seen: n.status === 1,
  createdAt: null,
  when: [n.date, n.time].filter(Boolean).join(', ') || null,
});
